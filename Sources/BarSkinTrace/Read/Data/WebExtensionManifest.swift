import BarSkinCore

/// The icons a Safari web extension's `manifest.json` names: Safari loads each file at its path from the
/// extension's folder (`"/images/icon-48.png"` and `"images/icon-48.png"` alike), so each is a load, and a
/// file that is not there is `missing`, not a string that may name an image.
enum WebExtensionManifest {
    /// The role of the references, worded in findings as "the web extension icon '…'".
    static let role = "web-extension-icon"

    /// The icon references of `root` (the parsed `manifest.json` at `path`), or nil where it is no
    /// extension manifest (no `manifest_version`): another file of that name is only data.
    static func references(in root: Any, bytes: [UInt8], path: String) -> [ImageReference]? {
        guard PathText.fileName(of: path) == "manifest.json", let manifest = root as? [String: Any], manifest["manifest_version"] != nil else {
            return nil
        }
        var written: [String] = []
        func add(_ icons: Any?) {
            if let icon = icons as? String { written.append(icon) }
            // Sizes as keys ("16", "48"): in size order, as Safari picks among them.
            if let icons = icons as? [String: Any] {
                for key in icons.keys.sorted(by: { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }) { add(icons[key] as? String) }
            }
        }
        add(manifest["icons"])
        for action in ["action", "browser_action", "page_action"] { add((manifest[action] as? [String: Any])?["default_icon"]) }
        let folder = PathText.folder(of: path)
        let locator = TextLocator(bytes: TextLocator.utf8(bytes))
        var seen = Set<String>()
        return written.filter { !$0.isEmpty && seen.insert($0).inserted }.map { text in
            let relative = text.drop { $0 == "/" }
            let offset = locator.find(Array("\"\(text)\"".utf8), from: 0).map { $0 + 1 }
            let (line, column) = offset.map(locator.location(of:)) ?? (0, 0)
            return ImageReference(target: .file(written: text, path: folder.isEmpty ? String(relative) : folder + "/" + relative, exact: true),
                                  file: path, line: line, column: column, source: .data, role: role)
        }
    }
}
