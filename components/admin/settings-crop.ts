// The framed part of a chosen picture, drawn at the size the site shows it (SETTING_PICTURES): the console uploads what
// the operator framed, and the server checks and re-encodes it like any upload.

interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

/** `area` of the picture at `src` as a width×height PNG (marks keep their transparency) or JPEG (backgrounds). */
export async function cropPicture(
  src: string,
  area: CropArea,
  out: { width: number; height: number; type: 'image/png' | 'image/jpeg' },
): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = out.width
  canvas.height = out.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas unavailable')
  if (out.type === 'image/jpeg') {
    // A transparent PNG would turn black in a JPEG: paint white underneath.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, out.width, out.height)
  }
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, out.width, out.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), out.type, 0.9),
  )
}
