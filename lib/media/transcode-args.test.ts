import {
  codecsFor,
  h264Level,
  isStillImage,
  keyInfoText,
  ladderArgs,
  ladderFor,
  looksLikeVideoContainer,
  masterPlaylist,
  measureBandwidth,
  parseVariantPlaylist,
  posterArgs,
} from './transcode-args'

const sizes = (source: { width: number; height: number }) =>
  ladderFor(source).map((r) => `${r.name} ${r.width}x${r.height}`)

describe('ladderFor', () => {
  it('gives a source only the renditions at or below its own height', () => {
    expect(sizes({ width: 640, height: 360 })).toEqual(['360p 640x360'])
    expect(sizes({ width: 960, height: 540 })).toEqual(['360p 640x360', '540p 960x540'])
    expect(sizes({ width: 1280, height: 720 })).toEqual(['360p 640x360', '540p 960x540', '720p 1280x720'])
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      '360p 640x360',
      '540p 960x540',
      '720p 1280x720',
      '1080p 1920x1080',
    ])
  })

  it('stops at 1080p for a 4K source', () => {
    expect(sizes({ width: 3840, height: 2160 }).at(-1)).toBe('1080p 1920x1080')
    expect(ladderFor({ width: 3840, height: 2160 })).toHaveLength(4)
  })

  it('names a portrait film by its short side and keeps its shape', () => {
    expect(sizes({ width: 1080, height: 1920 })).toEqual([
      '360p 360x640',
      '540p 540x960',
      '720p 720x1280',
      '1080p 1080x1920',
    ])
  })

  it('keeps other aspect ratios with even sides', () => {
    expect(sizes({ width: 640, height: 480 })).toEqual(['360p 480x360'])
    expect(sizes({ width: 1000, height: 563 })).toEqual(['360p 640x360', '540p 960x540'])
  })

  it('gives a source below 360p one rendition at its own size, made even', () => {
    expect(sizes({ width: 320, height: 240 })).toEqual(['240p 320x240'])
    expect(sizes({ width: 175, height: 99 })).toEqual(['98p 174x98'])
    expect(ladderFor({ width: 320, height: 240 })[0].videoKbps).toBeGreaterThanOrEqual(200)
  })

  it('raises the bitrate cap with each rung', () => {
    const rungs = ladderFor({ width: 1920, height: 1080 })
    for (let i = 1; i < rungs.length; i++) expect(rungs[i].videoKbps).toBeGreaterThan(rungs[i - 1].videoKbps)
  })
})

describe('h264Level and codecsFor', () => {
  it('picks the lowest level that fits the picture and frame rate', () => {
    expect(h264Level(640, 360, 30)).toBe(30)
    expect(h264Level(960, 540, 30)).toBe(31)
    expect(h264Level(1280, 720, 30)).toBe(31)
    expect(h264Level(1280, 720, 60)).toBe(32)
    expect(h264Level(1920, 1080, 30)).toBe(40)
    expect(h264Level(1920, 1080, 60)).toBe(42)
  })

  it('writes the RFC 6381 string of Main profile, with AAC-LC when there is sound', () => {
    expect(codecsFor(30, true)).toBe('avc1.4D401E,mp4a.40.2')
    expect(codecsFor(40, false)).toBe('avc1.4D4028')
  })
})

describe('ladderArgs', () => {
  const base = { source: '/in/a b.mp4', fps: 25, keyInfoFile: '/tmp/k/keyinfo', threads: 2 }
  const ladder = ladderFor({ width: 1280, height: 720 })
  const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1]

  it('decodes once, scales to the top rung and splits down from there', () => {
    const args = ladderArgs({ ...base, ladder, hasAudio: true })
    expect(after(args, '-i')).toBe('file:/in/a b.mp4')
    expect(after(args, '-filter_complex')).toBe(
      '[0:v:0]scale=1280:720,setsar=1,format=yuv420p,split=3[s0][s1][s2];' +
        '[s0]scale=640:360[v0];[s1]scale=960:540[v1];[s2]null[v2]',
    )
    expect(after(args, '-var_stream_map')).toBe('v:0,a:0,name:360p v:1,a:1,name:540p v:2,a:2,name:720p')
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(3)
    expect(after(args, '-b:a:0')).toBe('64k')
    expect(after(args, '-maxrate:v:2')).toBe('2500k')
    expect(after(args, '-level:v:0')).toBe('3.0')
    expect(after(args, '-level:v:2')).toBe('3.1')
  })

  it('encodes H.264 Main with 2 s keyframes and 6 s encrypted MPEG-TS segments, with bounded threads', () => {
    const args = ladderArgs({ ...base, ladder, hasAudio: true })
    expect(after(args, '-c:v')).toBe('libx264')
    expect(after(args, '-preset')).toBe('veryfast')
    expect(after(args, '-profile:v')).toBe('main')
    expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)')
    expect(after(args, '-sc_threshold')).toBe('0')
    expect(after(args, '-hls_time')).toBe('6')
    expect(after(args, '-hls_playlist_type')).toBe('vod')
    expect(after(args, '-hls_key_info_file')).toBe('/tmp/k/keyinfo')
    expect(after(args, '-hls_segment_filename')).toBe('%v/seg-%03d.ts')
    expect(args.at(-1)).toBe('%v/index.m3u8')
    expect(args.filter((a, i) => args[i - 1] === '-threads')).toEqual(['2', '2'])
    expect(after(args, '-progress')).toBe('pipe:1')
  })

  it('makes a video-only ladder for a silent film, and one unsplit rendition for a small one', () => {
    const silent = ladderArgs({ ...base, ladder, hasAudio: false })
    expect(silent).not.toContain('0:a:0')
    expect(silent).not.toContain('aac')
    expect(after(silent, '-var_stream_map')).toBe('v:0,name:360p v:1,name:540p v:2,name:720p')
    const tiny = ladderArgs({ ...base, ladder: ladderFor({ width: 320, height: 240 }), hasAudio: true })
    expect(after(tiny, '-filter_complex')).toBe('[0:v:0]scale=320:240,setsar=1,format=yuv420p[v0]')
  })

  it('caps a slow-motion frame rate at 60', () => {
    const args = ladderArgs({ ...base, fps: 120, ladder, hasAudio: true })
    expect(after(args, '-filter_complex')).toMatch(/^\[0:v:0\]fps=60,scale=/)
    expect(after(args, '-level:v:2')).toBe('3.2')
  })
})

describe('posterArgs', () => {
  it('takes one frame at the given time at the top size, at most 1280 wide', () => {
    const args = posterArgs('/in/a.mp4', { width: 1920, height: 1080 }, 12.5, 2)
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 2)).toEqual(['-ss', '12.500'])
    expect(args).toContain('scale=1280:720,setsar=1')
    expect(args.at(-1)).toBe('poster.jpg')
    expect(posterArgs('/a', { width: 540, height: 960 }, 0, 2)).toContain('scale=540:960,setsar=1')
  })
})

describe('keyInfoText', () => {
  it('writes the URI, the key path and the IV in hex, one a line', () => {
    const iv = Buffer.alloc(16, 0xab)
    expect(keyInfoText('https://x.test/k?t=1', '/tmp/k/key', iv)).toBe(
      `https://x.test/k?t=1\n/tmp/k/key\n${'ab'.repeat(16)}\n`,
    )
  })

  it('refuses a URI that would break the playlist', () => {
    expect(() => keyInfoText('a"b', '/k', Buffer.alloc(16))).toThrow()
    expect(() => keyInfoText('a\nb', '/k', Buffer.alloc(16))).toThrow()
  })
})

describe('playlists', () => {
  it('reads a variant playlist’s segments and end', () => {
    const text =
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-PLAYLIST-TYPE:VOD\n' +
      '#EXT-X-KEY:METHOD=AES-128,URI="k",IV=0x00\n#EXTINF:6.000000,\nseg-000.ts\n#EXTINF:2.500000,\nseg-001.ts\n' +
      '#EXT-X-ENDLIST\n'
    expect(parseVariantPlaylist(text)).toEqual({
      segments: [
        { uri: 'seg-000.ts', seconds: 6 },
        { uri: 'seg-001.ts', seconds: 2.5 },
      ],
      ended: true,
    })
    expect(parseVariantPlaylist('#EXTM3U\n#EXTINF:6,\nseg-000.ts\n').ended).toBe(false)
  })

  it('measures peak and average bandwidth, ignoring a last sliver of a segment', () => {
    expect(
      measureBandwidth([
        { seconds: 6, bytes: 600_000 },
        { seconds: 6, bytes: 300_000 },
        { seconds: 0.1, bytes: 50_000 },
      ]),
    ).toEqual({ peak: 800_000, average: Math.ceil((950_000 * 8) / 12.1) })
  })

  it('lists renditions in the master playlist from lowest to highest', () => {
    const entry = (height: number, bandwidth: number) => ({
      width: (height * 16) / 9,
      height,
      bandwidth,
      averageBandwidth: bandwidth / 2,
      codecs: 'avc1.4D401F,mp4a.40.2',
      playlist: `${height}p/index.m3u8`,
    })
    const text = masterPlaylist([entry(540, 1_500_000), entry(360, 900_000)])
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=450000,RESOLUTION=640x360,CODECS="avc1.4D401F,mp4a.40.2"\n' +
        '360p/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1500000,AVERAGE-BANDWIDTH=750000,RESOLUTION=960x540,CODECS="avc1.4D401F,mp4a.40.2"\n' +
        '540p/index.m3u8\n',
    )
  })
})

describe('telling a damaged film from a non-film', () => {
  it('knows film containers by their first bytes', () => {
    const ftyp = Buffer.from('00000018667479706d703432', 'hex')
    expect(looksLikeVideoContainer(ftyp)).toBe(true)
    expect(looksLikeVideoContainer(Buffer.from('1a45dfa3a3428681', 'hex'))).toBe(true)
    expect(looksLikeVideoContainer(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBe(true)
    expect(looksLikeVideoContainer(Buffer.from('hello, this is text'))).toBe(false)
    expect(looksLikeVideoContainer(Buffer.from('00000018667479706865696300', 'hex'))).toBe(false)
  })

  it('knows a photo is not a film', () => {
    expect(isStillImage('image2')).toBe(true)
    expect(isStillImage('png_pipe')).toBe(true)
    expect(isStillImage('mov,mp4,m4a,3gp,3g2,mj2')).toBe(false)
    expect(isStillImage('matroska,webm')).toBe(false)
  })
})
