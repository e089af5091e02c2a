// Which lessons are HLS, on its own: the learning page's first load needs only this test, while the code that attaches
// a source (video-source.ts) loads with the first HLS lesson.

/** The source's path ends in .m3u8 (query and fragment ignored). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8$/i.test(src.split(/[?#]/, 1)[0])
}
