import BarSkinCore
import Foundation

extension ProjectWalker {
    /// Walks an `.xcassets` folder: image sets, symbol sets and image stacks by fully
    /// qualified name, namespaces from `provides-namespace`, icon sets by name (app icons,
    /// launch images and tvOS brand assets, whose stacks are the icon, not images).
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
            case "imagestack":
                // Its art is two folders down, in each layer's Content.imageset.
                let contents = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).filter { subpath in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path + "/" + subpath, isDirectory: &isFolder) && !isFolder.boolValue
                }
                files.imageSets.append((path, namespace + base, Set(contents)))
            case "appiconset", "launchimage", "brandassets":
                files.iconSets.append((path, base))
            case "":
                let providesNamespace = Self.providesNamespace(folder: path, errors: &files.errors)
                walkCatalog(folder: path, namespace: providesNamespace ? namespace + name + "/" : namespace, into: &files)
            default:
                continue
            }
        }
    }

    /// Whether a group folder's Contents.json asks for a namespace; a broken one is
    /// reported, since every name below it would silently lose its namespace.
    private static func providesNamespace(folder: String, errors: inout [TraceError]) -> Bool {
        let path = folder + "/Contents.json"
        guard let data = FileBytes.data(path) else { return false }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let (line, column) = CatalogSetReader.location(in: "\(error)")
            errors.append(.malformedJSON(path: path, line: line, column: column, detail: "not valid JSON"))
            return false
        }
        guard let properties = (root as? [String: Any])?["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
