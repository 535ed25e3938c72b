import BarSkinCore

/// Writes `NAME.symbolset` as Xcode writes a custom symbol: the template SVG (``SymbolTemplate``)
/// as `NAME.svg` and a Contents.json whose `symbols` list holds it in a `universal` slot, keys
/// sorted (`info`, then `symbols`), as in the symbol sets of public apps' catalogs made by Xcode 13
/// and later (docs/appearance.md). The set is BarSkin's alone: it is rewritten whole.
public struct SymbolSetWriter: Sendable {
    /// The `.xcassets` folder.
    public var catalogPath: String

    /// A writer into the catalog at `catalogPath`.
    public init(catalogPath: String) {
        self.catalogPath = CatalogWriter(catalogPath: catalogPath).catalogPath
    }

    /// The folder of the symbol set `name`: `NAME.symbolset`.
    public static func setFolder(_ name: String) -> String {
        name + ".symbolset"
    }

    /// The set's SVG: `NAME.svg`.
    public static func fileName(_ name: String) -> String {
        name + ".svg"
    }

    /// The set's Contents.json for its SVG `fileName`, in Xcode's layout.
    public static func contents(fileName: String) -> [UInt8] {
        let document = JSONValue.object([
            ("info", ImageSetContents.info),
            ("symbols", .array([.object([("filename", .string(fileName)), ("idiom", .string("universal"))])])),
        ])
        return Array(document.renderedXcodeStyle().utf8)
    }

    /// Writes the catalog's Contents.json where missing, the set's SVG `svg`, then its Contents.json.
    /// - Throws: ``FileError`` on write failures.
    public func write(name: String, svg: [UInt8], input: String) throws -> [OutputRecord] {
        let folder = catalogPath + "/" + Self.setFolder(name)
        var written = [try CatalogWriter(catalogPath: catalogPath).writeCatalogContentsIfMissing()]
        let path = try OutputFolder(path: folder, protecting: [input]).destination(for: Self.fileName(name), input: input)
        written.append(OutputRecord(input: input, output: path, bytes: svg.count, status: OutputStatus(try AtomicFile.write(svg, to: path, below: catalogPath))))
        let json = Self.contents(fileName: Self.fileName(name))
        let contentsPath = folder + "/Contents.json"
        written.append(OutputRecord(input: nil, output: contentsPath, bytes: json.count, status: OutputStatus(try AtomicFile.write(json, to: contentsPath, below: catalogPath))))
        return written
    }
}
