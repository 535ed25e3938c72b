import BarSkinCore
import Foundation

extension ProjectWalker {
    /// Walks an `.xcassets` folder: image sets, symbol sets and image stacks by fully
    /// qualified name (those of sprite atlases too), namespaces from `provides-namespace`, icon sets by name (app icons,
    /// launch images and tvOS brand assets, whose stacks are the icon, not images).
    /// Group folders are walked depth first in name order on a stack of their own, each
    /// entered once by device and inode: a group linked into itself, or a chain of groups
    /// as deep as paths allow, ends.
    func walkCatalog(folder: String, namespace: String, into files: inout ProjectFiles) {
        guard let first = enterGroup(folder, namespace: namespace, into: &files) else { return }
        var stack = [first]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].names.count else {
                stack.removeLast()
                continue
            }
            let name = stack[top].names[stack[top].next], namespace = stack[top].namespace
            stack[top].next += 1
            let path = stack[top].folder + "/" + name
            guard !isTooLong(path, into: &files) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = (name as NSString).deletingPathExtension, pathExtension = (name as NSString).pathExtension
            switch pathExtension {
            case "imageset", "symbolset":
                let contents = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                files.imageSets.append((path, namespace + base, contents))
            case "colorset":
                files.namedSets.append((path, namespace + base, .color))
            case "dataset":
                files.namedSets.append((path, namespace + base, .data))
            case "arresourcegroup":
                // ARKit loads the group whole, by its name; its reference images are no images `UIImage(named:)` finds.
                files.namedSets.append((path, namespace + base, .arResourceGroup))
            case "imagestack":
                files.imageSets.append((path, namespace + base, Self.stackFiles(path)))
            case "appiconset", "launchimage", "brandassets":
                files.iconSets.append((path, base))
                if pathExtension != "launchimage" {
                    files.appIcons.append(AppIcon(name: base, location: path, kind: pathExtension == "appiconset" ? .iconSet : .brandAssets))
                }
            case "spriteatlas", "":
                // A sprite atlas holds image sets as a group does, and may give them its name as a namespace too.
                let providesNamespace = Self.providesNamespace(folder: path, errors: &files.errors)
                if let group = enterGroup(path, namespace: providesNamespace ? namespace + base + "/" : namespace, into: &files) {
                    if pathExtension == "spriteatlas" { files.spriteAtlases.append(SpriteAtlas(name: base, folder: path, kind: .catalog)) }
                    stack.append(group)
                }
            default:
                continue
            }
        }
    }

    /// One catalog folder being walked: its entries, sorted, and how far the walk has got.
    private struct Group {
        let folder: String
        let namespace: String
        let names: [String]
        var next = 0
    }

    /// The group at `folder` when it was not entered before and can be listed.
    private func enterGroup(_ folder: String, namespace: String, into files: inout ProjectFiles) -> Group? {
        guard let identity = FileIdentity(path: folder), files.enteredFolders.insert(identity).inserted else { return nil }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            files.errors.append(TraceProblem.unreadableFolder(reason: "cannot list the folder").located(at: folder))
            return nil
        }
        // A build whose output folder is the catalog keeps its record there.
        files.buildManifests += names.filter(BuildRecordName.matches).sorted().map { folder + "/" + $0 }
        return Group(folder: folder, namespace: namespace, names: names.filter { !$0.hasPrefix(".") }.sorted())
    }

    /// The files below an image stack, relative to it: its art is two folders down, in
    /// each layer's Content.imageset.
    private static func stackFiles(_ stack: String) -> Set<String> {
        let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: stack)) ?? []
        return Set(subpaths.filter { subpath in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: stack + "/" + subpath, isDirectory: &isFolder) && !isFolder.boolValue
        })
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
            errors.append(TraceProblem.malformedJSON(detail: "not valid JSON").located(at: path, line: line, column: column))
            return false
        }
        guard let properties = (root as? [String: Any])?["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
