import BarSkinCore
import Foundation

/// Walks project folders, skipping build products and vendored code.
public struct ProjectWalker: Sendable {
    /// Folder names never entered: build products, vendored dependencies (CocoaPods,
    /// Carthage, and npm's for React Native and Capacitor apps, whose packages ship
    /// images of their own), version control, and the quarantine `trace --quarantine` moves unused images into.
    public static let defaultExcludes: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".hg", ".svn", "BarSkinQuarantine"]
    /// Extra `--exclude` globs, matched against each relative path and each name.
    public var excludes: [Glob]

    /// A walker with extra exclusions.
    public init(excludes: [Glob] = []) {
        self.excludes = excludes
    }

    /// Every file of interest under `roots` (folders or single files).
    public func walk(_ roots: [String]) -> ProjectFiles {
        var files = ProjectFiles()
        files.tracedFolders = roots.map { root in
            let folder = PathText.trimmingTrailingSlashes(PathText.absolute(root))
            return folder.hasSuffix(".xcodeproj") ? PathText.folder(of: folder) : folder
        }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                files.errors.append(TraceProblem.noSuchPath.located(at: root))
                continue
            }
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            if isDirectory.boolValue {
                // A catalog, set or bundle named on the command line is read as what it is, not as loose files.
                if name.hasSuffix(".xcassets") {
                    walkCatalog(folder: trimmed, namespace: "", into: &files)
                } else if name.hasSuffix(".xcodeproj") {
                    addProject(folder: trimmed, into: &files)
                } else if name.hasSuffix(".imageset") {
                    let contents = Set((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? [])
                    files.imageSets.append((trimmed, String(name.dropLast(".imageset".count)), contents))
                } else {
                    walk(folder: root, relative: "", bundle: name.hasSuffix(".bundle") ? name : nil, into: &files)
                }
            } else {
                classify(path: root, name: PathText.fileName(of: root), bundle: nil, into: &files)
            }
        }
        walkLocalPackages(roots: roots, into: &files)
        // Overlapping roots (`P P`, `P P/V.swift`) must not read a file twice or collide it with itself.
        // One root walks each file once (linked folders are not followed), and standardizing every path costs a fifth of the walk.
        guard roots.count > 1 else { return files }
        var seen = Set<String>()
        func firstTime(_ path: String) -> Bool { seen.insert(URL(fileURLWithPath: path).standardized.path).inserted }
        files.interfaceDocuments = files.interfaceDocuments.filter(firstTime)
        files.sources = files.sources.filter(firstTime)
        files.infoPlists = files.infoPlists.filter(firstTime)
        files.skins = files.skins.filter(firstTime)
        files.buildManifests = files.buildManifests.filter(firstTime)
        files.projects = files.projects.filter(firstTime)
        files.packages = files.packages.filter(firstTime)
        files.projectSpecs = files.projectSpecs.filter(firstTime)
        files.swiftGenConfigurations = files.swiftGenConfigurations.filter(firstTime)
        files.dataFiles = files.dataFiles.filter(firstTime)
        files.looseImages = files.looseImages.filter { firstTime($0.path) }
        files.imageSets = files.imageSets.filter { firstTime($0.folder) }
        files.iconSets = files.iconSets.filter { firstTime($0.folder) }
        return files
    }

    /// Whether `path` is too long for open() to reach, reported when it is: said once,
    /// where a chain of folders gets too deep, as the walk goes no further down.
    func isTooLong(_ path: String, into files: inout ProjectFiles) -> Bool {
        guard path.utf8.count >= ProjectPathTree.longestPath else { return false }
        files.errors.append(TraceProblem.unreadableFolder(reason: "the path is longer than the system allows").located(at: path))
        return true
    }

    /// Whether the walk skips an entry: a default exclusion by name, or an `--exclude` glob.
    func isExcluded(name: String, relative: String) -> Bool {
        Self.defaultExcludes.contains(name) || excludes.contains { $0.matches(relative) || $0.matches(name) }
    }

    /// The entry names of `folder`, sorted; none, reported, when it cannot be listed.
    func children(of folder: String, into files: inout ProjectFiles) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            files.errors.append(TraceProblem.unreadableFolder(reason: "cannot list the folder").located(at: folder))
            return []
        }
    }

    /// A project folder's `project.pbxproj`; its other contents (workspace data, user state) are not the app's.
    func addProject(folder: String, into files: inout ProjectFiles) {
        let path = folder + "/project.pbxproj"
        guard FileManager.default.fileExists(atPath: path) else { return }
        files.projects.append(path)
        if let bytes = FileBytes.data(path) {
            files.localPackages += XcodeProjectReader.localPackages(ofProjectAt: path, bytes: Array(bytes)).map { ($0, path) }
        }
    }

    /// Whether a YAML file's name is a SwiftGen configuration's: `swiftgen.yml`, `swiftgen-bwa.yml`, `swiftgen_app.yaml`.
    static func isSwiftGenConfiguration(_ name: String) -> Bool {
        let stem = name.lowercased().prefix { $0 != "." }
        return stem == "swiftgen" || stem.hasPrefix("swiftgen-") || stem.hasPrefix("swiftgen_")
    }

    /// Files `path` under the kind of input its name says it is.
    func classify(path: String, name: String, bundle: String?, into files: inout ProjectFiles) {
        let pathExtension = (name as NSString).pathExtension
        switch pathExtension {
        case "storyboard", "xib": files.interfaceDocuments.append(path)
        case "swift" where name == "Package.swift": files.packages.append(path)
        case "yml" where name == "project.yml", "yaml" where name == "project.yaml": files.projectSpecs.append(path)
        // `swiftgen.yml`, and the variants a team runs with `swiftgen config run --config swiftgen-app.yml`.
        case "yml" where Self.isSwiftGenConfiguration(name), "yaml" where Self.isSwiftGenConfiguration(name): files.swiftGenConfigurations.append(path)
        case "swift", "m", "mm", "h": files.sources.append(path)
        case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): files.infoPlists.append(path)
        case "yml" where name.hasSuffix(".skin.yml"), "yaml" where name.hasSuffix(".skin.yaml"): files.skins.append(path)
        // A SpriteKit scene (`.sks`) is a keyed archive, a property list that names its sprites' textures.
        case "plist", "json", "sks": files.dataFiles.append(path)
        // Web content an app or a Safari web extension ships names its images by file name (`<img src>`, `url()`),
        // and so does XML beside it (a site's `browserconfig.xml`).
        case "html", "htm", "css", "js", "xml": files.dataFiles.append(path)
        case "md", "markdown": files.markdownDocuments.append(path)
        default:
            if ImageFileType.extensions.contains(pathExtension.lowercased()) {
                files.looseImages.append((path, bundle.map { $0 + "/" + name } ?? name))
            }
        }
    }
}
