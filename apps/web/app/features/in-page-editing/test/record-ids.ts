// The records of the harness page (test/harness.tsx), shared with the fakes of the server (node side).

export const PRODUCT_ID = '0b5c3f52-5a43-4c1b-9a51-2f1d0c8e7a10';
export const PAGE_ID = '7d0b6a1e-3c2f-4e8a-9b1d-5f6c7e8a9b0c';
