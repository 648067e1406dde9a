// Feeds as publishers write them, for the feed tests: a podcast (RSS 2.0 with iTunes tags), a blog in
// Atom, and one with hostile markup in its texts.

export const PODCAST_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Druck &amp; Papier</title>
  <link>https://podcast.example/</link>
  <itunes:image href="https://podcast.example/cover.jpg"/>
  <item>
    <title>Folge 2: Veredelung</title>
    <link>https://podcast.example/2</link>
    <pubDate>Tue, 03 Mar 2026 08:00:00 +0100</pubDate>
    <itunes:author>Anna Druck</itunes:author>
    <category>Technik</category>
    <category>Papier</category>
    <description><![CDATA[<p>Über <b>Lack</b> und <a href="/folien">Folien</a>.</p><script>alert(1)</script>]]></description>
    <enclosure url="https://cdn.podcast.example/2.mp3" length="123" type="audio/mpeg"/>
    <itunes:duration>1:02:03</itunes:duration>
    <itunes:image href="https://podcast.example/2.jpg"/>
  </item>
  <item>
    <title>Folge 1: Papiersorten</title>
    <link>http://podcast.example/1</link>
    <pubDate>Mon, 02 Feb 2026 08:00:00 GMT</pubDate>
    <dc:creator>Ben</dc:creator>
    <category>Papier</category>
    <description>&lt;p&gt;Gestrichen oder &lt;em&gt;ungestrichen&lt;/em&gt;?&lt;/p&gt;</description>
    <enclosure url="http://cdn.podcast.example/1.mp3" type="audio/mpeg"/>
    <itunes:duration>754</itunes:duration>
  </item>
</channel>
</rss>`;

export const BLOG_ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Werkstatt-Blog</title>
  <link href="https://blog.example/" rel="alternate"/>
  <entry>
    <title type="html">Neue &lt;i&gt;Maschine&lt;/i&gt;</title>
    <link href="https://blog.example/maschine"/>
    <link rel="enclosure" type="audio/ogg" href="https://blog.example/m.ogg"/>
    <published>2026-03-01T10:00:00Z</published>
    <author><name>Clara</name></author>
    <category term="Werkstatt"/>
    <content type="html">&lt;h2&gt;Endlich da&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;schnell&lt;/li&gt;&lt;li&gt;leise&lt;/li&gt;&lt;/ul&gt;</content>
  </entry>
</feed>`;
