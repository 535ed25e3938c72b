import BarSkinCore

/// Builds Android 9-patches from a lattice: the image inside a one-pixel
/// transparent frame, opaque black stretch marks on the top and left edges
/// over every scalable patch, and content-padding marks on the bottom and
/// right edges when padding is given.
public enum NinePatchWriter {
    /// The density folder for an iOS scale: `drawable-mdpi` for @1x,
    /// `drawable-xhdpi` for @2x, `drawable-xxhdpi` for @3x, `drawable-xxxhdpi` for @4x.
    public static func densityFolder(forScale scale: Int) -> String? {
        switch scale {
        case 1: "drawable-mdpi"
        case 2: "drawable-xhdpi"
        case 3: "drawable-xxhdpi"
        case 4: "drawable-xxxhdpi"
        default: nil
        }
    }

    /// The framed image for `content` cut by `lattice`.
    /// - Parameter padding: content padding in `content`'s pixels, or nil for
    ///   none (Android then pads to the stretch regions).
    /// - Throws: ``StretchProblem/contentInsetsTooLarge(axis:insets:imageLength:)``.
    public static func framed(_ content: Bitmap, lattice: StretchLattice, padding: PixelInsets?, path: String) throws -> Bitmap {
        let width = content.width, height = content.height
        try checkPadding(padding, width: width, height: height, path: path)
        var framed = Bitmap(width: width + 2, height: height + 2)
        for y in 0..<height {
            let from = content.offset(x: 0, y: y), to = framed.offset(x: 1, y: y + 1)
            framed.pixels.replaceSubrange(to..<(to + width * 4), with: content.pixels[from..<(from + width * 4)])
        }
        mark(&framed, lattice: lattice, padding: padding)
        return framed
    }

    /// Checks that `padding` leaves some of a `width` x `height` image as content.
    /// - Throws: ``StretchProblem/contentInsetsTooLarge(axis:insets:imageLength:)``.
    public static func checkPadding(_ padding: PixelInsets?, width: Int, height: Int, path: String) throws {
        guard let padding else { return }
        guard padding.left + padding.right < width else {
            throw StretchProblem.contentInsetsTooLarge(axis: .horizontal, insets: padding.left + padding.right, imageLength: width).located(at: path)
        }
        guard padding.top + padding.bottom < height else {
            throw StretchProblem.contentInsetsTooLarge(axis: .vertical, insets: padding.top + padding.bottom, imageLength: height).located(at: path)
        }
    }

    /// Draws the stretch and padding marks on the transparent frame of `framed`
    /// (the art already inside it); `padding` must have passed ``checkPadding(_:width:height:path:)``.
    public static func mark(_ framed: inout Bitmap, lattice: StretchLattice, padding: PixelInsets?) {
        let width = framed.width - 2, height = framed.height - 2
        for patch in lattice.horizontal.patches where patch.isScalable {
            for x in patch.start..<patch.end { framed[x + 1, 0] = .black }
        }
        for patch in lattice.vertical.patches where patch.isScalable {
            for y in patch.start..<patch.end { framed[0, y + 1] = .black }
        }
        if let padding {
            for x in padding.left..<(width - padding.right) { framed[x + 1, height + 1] = .black }
            for y in padding.top..<(height - padding.bottom) { framed[width + 1, y + 1] = .black }
        }
    }
}
