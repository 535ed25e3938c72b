import BarSkinCore

/// Image file names in web content (HTML, CSS, JavaScript, and XML beside it) an app or a Safari web
/// extension ships: `<img src="icon-link.ea5c3354.svg">`, `url(side.png)`, a bundler's `"logo.3f2a.png"`,
/// a `browserconfig.xml`'s `src="/ms-icon-70x70.png"`. Only a name spelled with an image extension
/// counts; a page's words are not names.
struct WebFileNames {
    let matcher: ImageNameMatcher

    /// Whether a path is web content, read by this scanner rather than parsed as data.
    static func isWebFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".html", ".htm", ".css", ".js", ".xml"].contains { lowered.hasSuffix($0) }
    }

    /// Evidence for each image a file name in the text names, at its first spelling.
    func evidence(in bytes: [UInt8], path: String) -> [NameEvidence] {
        var found: [String: (name: String, offset: Int)] = [:]
        var start: Int?
        // One step past the end, so a name at the very end is ended too.
        for offset in 0...bytes.count {
            if offset < bytes.count, Self.isNameByte(bytes[offset]) {
                if start == nil { start = offset }
                continue
            }
            guard let first = start else { continue }
            start = nil
            // Most of a script's words have no extension: no text made of them.
            guard bytes[first..<offset].contains(UInt8(ascii: ".")) else { continue }
            // A path (`images/side.png`) names the file at that path in a folder reference, else by its last component.
            guard let path = String(validating: bytes[first..<offset], as: UTF8.self), let component = path.split(separator: "/").last.map(String.init),
                  let dot = component.lastIndex(of: "."), ImageFileType.extensions.contains(component[component.index(after: dot)...].lowercased()) else { continue }
            // From the page's folder or the root (`../images/x.png`, `/images/x.png`): the path below the folder reference.
            var whole = Substring(path)
            while let step = ["../", "./", "/"].first(where: { whole.hasPrefix($0) }) { whole = whole.dropFirst(step.count) }
            guard let (token, name) = [String(whole), component].lazy.compactMap({ text in self.matcher.assetName(for: text).map { (text, $0) } }).first,
                  found[token] == nil else { continue }
            found[token] = (name, offset - token.utf8.count)
        }
        guard !found.isEmpty else { return [] }
        let locator = TextLocator(bytes: TextLocator.utf8(bytes))
        return found.keys.sorted().map { text in
            let (line, column) = locator.location(of: found[text]!.offset)
            return NameEvidence(assetName: found[text]!.name, text: text, file: path, line: line, column: column)
        }
    }

    /// Bytes a file name or path is made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "~"), UInt8(ascii: "/")].contains(byte)
            || byte >= 0x80
    }
}
