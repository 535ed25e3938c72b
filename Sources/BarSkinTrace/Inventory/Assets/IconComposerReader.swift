import BarSkinCore
import Foundation

/// Reads an Icon Composer `.icon` bundle: the files its `icon.json` layers name (`image-name`, and each
/// `image-name-specializations` entry's `value`, an appearance's or idiom's file) and the files its `Assets/` folder holds.
public struct IconComposerReader: Sendable {
    /// What one bundle names and holds.
    public struct Contents: Sendable, Equatable {
        /// Each file a layer names, with the layer's name, in `icon.json` order.
        public var named: [(file: String, layer: String)]
        /// The files of `Assets/`, sorted.
        public var assets: [String]

        public static func == (lhs: Contents, rhs: Contents) -> Bool {
            lhs.named.map(\.file) == rhs.named.map(\.file) && lhs.named.map(\.layer) == rhs.named.map(\.layer) && lhs.assets == rhs.assets
        }
    }

    /// A reader.
    public init() {}

    /// The contents of the bundle at `folder`; nil where it has no `icon.json`.
    /// - Throws: ``TraceProblem/malformedJSON(detail:)`` at `icon.json` for text that is no JSON object.
    public func read(folder: String) throws(TraceError) -> Contents? {
        let path = folder + "/icon.json"
        guard let data = FileBytes.data(path) else { return nil }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw TraceProblem.malformedJSON(detail: "not a JSON object").located(at: path)
            }
            root = object
        } catch let error as TraceError {
            throw error
        } catch {
            let (line, column) = CatalogSetReader.location(in: "\(error)")
            throw TraceProblem.malformedJSON(detail: "not valid JSON").located(at: path, line: line, column: column)
        }
        var named: [(file: String, layer: String)] = []
        for group in root["groups"] as? [[String: Any]] ?? [] {
            for layer in group["layers"] as? [[String: Any]] ?? [] {
                let name = layer["name"] as? String ?? ""
                var files = [layer["image-name"] as? String].compactMap { $0 }
                files += (layer["image-name-specializations"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
                for file in files where !named.contains(where: { $0.file == file && $0.layer == name }) { named.append((file, name)) }
            }
        }
        let assets = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Assets")) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return Contents(named: named, assets: assets)
    }
}
