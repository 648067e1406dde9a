// A certificate and key for the fake feed server only (fake-feed-server.ts): self-signed for the made-up
// host feeds.test, valid 2020–2120, trusted by nothing but the tests' feed fetcher (its `ca`).
// Test data, not a secret: it lets the tests fetch over https, as production does.

export const FAKE_FEED_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBZjCCAQugAwIBAgIBATAKBggqhkjOPQQDAjAVMRMwEQYDVQQDDApmZWVkcy50
ZXN0MCAXDTIwMDEwMTAwMDAwMFoYDzIxMjAwMTAxMDAwMDAwWjAVMRMwEQYDVQQD
DApmZWVkcy50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE1XbIwtUbiTap
/8DB4mJbfdlDt/sTdNig+XwOZmc3ajP44ZZF/MgOzLLq7AcJDLXrJns90hdFGPAG
55oCd3COxqNKMEgwJwYDVR0RBCAwHoIKZmVlZHMudGVzdIIQb3RoZXIuZmVlZHMu
dGVzdDAdBgNVHQ4EFgQUUR3xPINCz/sxt7aDTkapORyF548wCgYIKoZIzj0EAwID
SQAwRgIhAOltzsm1RAhNMXYASr2RfaqLhY7ioWxk8JRDXK7UH7yoAiEAzLeBKXvx
bqBUN6T+PCag8jGvesa9uVVfM1+QEfgpcLA=
-----END CERTIFICATE-----
`;

export const FAKE_FEED_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgkCqsHaFvNXCvlEQV
TntplBOUIRW75OgXeL89DstCSMKhRANCAATVdsjC1RuJNqn/wMHiYlt92UO3+xN0
2KD5fA5mZzdqM/jhlkX8yA7MsursBwkMtesmez3SF0UY8AbnmgJ3cI7G
-----END PRIVATE KEY-----
`;
