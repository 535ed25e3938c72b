import BarSkinCore

/// How one vector file stands for a family of PNG masks: `chat.svg` is
/// `chat.png`, `chat@2x.png` and `chat@3x.png`, each drawn at its own scale.
public struct VectorFamily: Sendable, Hashable {
    /// The scales drawn, ascending, each from 1 to 3.
    public var scales: [Int]
    /// The size in points every drawing is fitted into, or nil for each file's own size.
    public var fit: PointSize?

    /// @1x, @2x and @3x, each file at its own size.
    public static let `default` = VectorFamily(scales: [1, 2, 3])

    /// A family drawn at `scales` (sorted, repeats dropped; each from 1 to 3) and fitted into `fit`.
    public init(scales: [Int], fit: PointSize? = nil) {
        precondition(!scales.isEmpty && scales.allSatisfy { (1...3).contains($0) }, "scales run from 1 to 3")
        self.scales = Array(Set(scales)).sorted()
        self.fit = fit
    }

    /// Parses `1,2,3`: scales from 1 to 3, comma-separated; nil for anything else.
    public static func scales(parsing text: String) -> [Int]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let scales = parts.compactMap { part in Int(part).flatMap { (1...3).contains($0) ? $0 : nil } }
        return scales.count == parts.count && !scales.isEmpty ? scales : nil
    }

    /// The PNG name each scale stands for and how it is drawn: `chat.svg` gives `chat@2x.png`
    /// drawn at scale 2. A device suffix (`chat~ipad.svg`) is kept.
    /// - Throws: ``VectorProblem/scaleInName(name:)`` for a name with a scale suffix,
    ///   which would say one scale of a file that is every scale.
    public func variants(of path: String) throws(VectorError) -> [(fileName: AssetFileName, raster: VectorRaster)] {
        let written = PathText.fileName(of: path)
        let name = AssetFileName(parsing: written)
        let plain = AssetFileName(stem: name.stem, scale: 1, device: name.device, pathExtension: name.pathExtension)
        guard plain.fileName == written else { throw VectorProblem.scaleInName(name: plain.fileName).located(at: path) }
        return scales.map { scale in
            (AssetFileName(stem: name.stem, scale: scale, device: name.device, pathExtension: "png"), VectorRaster(scale: scale, fit: fit))
        }
    }
}
