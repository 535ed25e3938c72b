import BarSkinCore

/// Draws one state of a button, layer by layer, as Three20's toolbar button
/// style does (`TTDefaultStyleSheet`, imaging.md §4.2), in points on a canvas
/// scaled to the file's scale.
struct ButtonRenderer {
    let shape: ButtonShape
    let look: ButtonLook
    let size: PointSize
    let title: ButtonTitle?
    let titleArea: Rect

    /// The emboss under the body: white at 18%, one point down.
    static let emboss = Color(white: 1, alpha: 0.18)
    /// The reflective gloss over the body's top half: white from 68.5% to 13%.
    static let glossTop = Color(white: 1, alpha: 0.685), glossBottom = Color(white: 1, alpha: 0.13)
    /// The soft dark edge round the outside of the bevel.
    static let outerEdge = Color(white: 0, alpha: 0.15)

    func draw(_ state: ButtonState, scale: Int) throws -> Bitmap {
        precondition(scale >= 1, "scale must be at least 1")
        let canvas = try Canvas(width: size.width * scale, height: size.height * scale)
        canvas.scale(by: Double(scale))
        let body = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height - 1))
        let outline = shape.path(in: body, radius: ButtonLook.cornerRadius)
        let fill = state.fill(from: look.tint)

        canvas.withSavedState {
            canvas.translate(dx: 0, dy: 1)
            canvas.fill(outline, with: .solid(Self.emboss))
        }
        canvas.fill(outline, with: .solid(fill))
        canvas.withClip(to: outline) {
            let upperHalf = Rect(x: 0, y: 0, width: body.width, height: body.height / 2)
            canvas.fill(upperHalf, with: .vertical(in: upperHalf, colors: [Self.glossTop, Self.glossBottom]))
            // The bevel: a 2-point stroke clipped to the inside leaves one point,
            // lit from above (highlight) and shaded below.
            let highlight = fill.multiplying(saturation: 0.9, value: 0.7)
            let shadow = fill.multiplying(saturation: 0.5, value: 0.6)
            canvas.stroke(outline, with: .vertical(in: body, colors: [highlight, shadow]), style: StrokeStyle(lineWidth: 2))
        }
        canvas.stroke(outline, with: .solid(Self.outerEdge), style: StrokeStyle(lineWidth: 1))
        if let title { try drawTitle(title, on: canvas) }
        return try canvas.bitmap()
    }

    /// The etched title: its shadow first, then the title over it.
    private func drawTitle(_ title: ButtonTitle, on canvas: Canvas) throws {
        let layout = try TextLayout(text: title.text, font: look.font, size: look.fontSize)
        if title.isTruncated { layout.ellipsize(toWidth: look.titleWidthLimit) }
        layout.draw(on: canvas, centeredIn: titleArea, color: look.shadowColor, offset: look.shadowOffset)
        layout.draw(on: canvas, centeredIn: titleArea, color: look.titleColor)
    }
}
