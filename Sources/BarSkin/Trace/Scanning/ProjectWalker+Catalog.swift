import Foundation

extension ProjectWalker {
    /// Walks an `.xcassets` folder: image sets by fully qualified name,
    /// namespaces from `provides-namespace`, icon sets by name.
    func walkCatalog(folder: String, namespace: String, into files: inout ProjectFiles) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted() else {
            files.errors.append(.unreadable(path: folder, reason: "cannot list the folder"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "imageset", "symbolset":
                let contents = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                files.imageSets.append((path, namespace + base, contents))
            case "appiconset", "launchimage":
                files.iconSets.append((path, base))
            case "":
                let providesNamespace = Self.providesNamespace(folder: path)
                walkCatalog(folder: path, namespace: providesNamespace ? namespace + name + "/" : namespace, into: &files)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
