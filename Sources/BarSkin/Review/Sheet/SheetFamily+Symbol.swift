import BarSkinArt
import BarSkinCore

extension SheetFamily {
    /// A custom symbol's cell: its template's Regular-S master drawn at @2x, named as its set.
    /// Nil where the file is no template BarSkin can find the master of.
    init?(symbolAt path: String) {
        guard let bytes = try? FileBytes.read(path), let view = SymbolTemplate.regularView(of: bytes) else { return nil }
        let size = PixelSize(width: Int((view.width * 2).rounded(.up)), height: Int((view.height * 2).rounded(.up)))
        var image = SheetImage(path: path, scale: 2, size: size, bytes: bytes.count)
        image.isDrawing = true
        image.isSymbol = true
        self.init(name: String(PathText.folder(of: path).dropLast(".symbolset".count)), appearance: nil, images: [image])
    }
}
