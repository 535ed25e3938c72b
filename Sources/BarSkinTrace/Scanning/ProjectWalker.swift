import BarSkinCore
import Foundation

/// The files of a project that `barskin trace` reads, sorted, by kind.
public struct ProjectFiles: Sendable {
    /// Storyboards and xibs.
    public var interfaceDocuments: [String] = []
    /// Swift and Objective-C sources.
    public var sources: [String] = []
    /// `Info.plist` and `*-Info.plist` files.
    public var infoPlists: [String] = []
    /// BarSkin skin files, `*.skin.yml` and `*.skin.yaml`.
    public var skins: [String] = []
    /// Xcode projects' `project.pbxproj` files.
    public var projects: [String] = []
    /// Swift packages' `Package.swift` files: under the roots, and of the local packages projects use.
    public var packages: [String] = []
    /// SwiftGen's `swiftgen.yml` files, which say which catalogs its accessors come from.
    public var swiftGenConfigurations: [String] = []
    /// Other property lists and JSON files, read only for strings that name images.
    public var dataFiles: [String] = []
    /// Loose image files with the name they have in the bundle (`icon@2x.png`, `Foo.bundle/a.png`).
    public var looseImages: [(path: String, bundleName: String)] = []
    /// Image sets: folder, fully qualified name and the files inside.
    public var imageSets: [(folder: String, name: String, files: Set<String>)] = []
    /// App icon and launch image set names, which Info.plist may name.
    public var iconSets: [(folder: String, name: String)] = []
    /// Folders and files that could not be read.
    public var errors: [TraceError] = []
    /// Local package folders the projects found so far use, walked after the roots.
    var localPackages: [String] = []
}

/// Walks project folders, skipping build products and vendored code.
public struct ProjectWalker: Sendable {
    /// Folder names never entered: build products, vendored dependencies (CocoaPods,
    /// Carthage, and npm's for React Native and Capacitor apps, whose packages ship
    /// images of their own) and version control.
    public static let defaultExcludes: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".hg", ".svn"]
    /// Extra `--exclude` globs, matched against each relative path and each name.
    public var excludes: [Glob]

    /// A walker with extra exclusions.
    public init(excludes: [Glob] = []) {
        self.excludes = excludes
    }

    /// Every file of interest under `roots` (folders or single files).
    public func walk(_ roots: [String]) -> ProjectFiles {
        var files = ProjectFiles()
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                files.errors.append(.noSuchPath(path: root))
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
        var seen = Set<String>()
        func firstTime(_ path: String) -> Bool { seen.insert(URL(fileURLWithPath: path).standardized.path).inserted }
        files.interfaceDocuments = files.interfaceDocuments.filter(firstTime)
        files.sources = files.sources.filter(firstTime)
        files.infoPlists = files.infoPlists.filter(firstTime)
        files.skins = files.skins.filter(firstTime)
        files.projects = files.projects.filter(firstTime)
        files.packages = files.packages.filter(firstTime)
        files.swiftGenConfigurations = files.swiftGenConfigurations.filter(firstTime)
        files.dataFiles = files.dataFiles.filter(firstTime)
        files.looseImages = files.looseImages.filter { firstTime($0.path) }
        files.imageSets = files.imageSets.filter { firstTime($0.folder) }
        files.iconSets = files.iconSets.filter { firstTime($0.folder) }
        return files
    }

    private func isExcluded(name: String, relative: String) -> Bool {
        Self.defaultExcludes.contains(name) || excludes.contains { $0.matches(relative) || $0.matches(name) }
    }

    private func children(of folder: String, into files: inout ProjectFiles) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            files.errors.append(.unreadable(path: folder, reason: "cannot list the folder"))
            return []
        }
    }

    func walk(folder: String, relative: String, bundle: String?, into files: inout ProjectFiles) {
        for name in children(of: folder, into: &files) where !name.hasPrefix(".") {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            guard !isExcluded(name: name, relative: childRelative) else { continue }
            let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A link to nothing, or a name Foundation could not decode: an error only
                // where the trace would have read the file.
                var probe = ProjectFiles()
                classify(path: path, name: name, bundle: bundle, into: &probe)
                if probe.interfaceDocuments.count + probe.sources.count + probe.infoPlists.count + probe.skins.count + probe.looseImages.count > 0 {
                    let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                    let loops = isLink && SystemCalls.status(ofPath: path) == nil && SystemCalls.lastError(is: .linkLoop)
                    let reason = loops ? "symbolic link loop" : isLink ? "broken symbolic link"
                        : name.contains("\u{FFFD}") ? "the file name is not valid UTF-8" : "cannot open the file"
                    files.errors.append(.unreadable(path: path, reason: reason))
                }
                continue
            }
            if isDirectory.boolValue {
                // Linked folders are not followed: a link back up the tree would never end.
                if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink { continue }
                if name.hasSuffix(".xcassets") {
                    walkCatalog(folder: path, namespace: "", into: &files)
                } else if name.hasSuffix(".xcodeproj") {
                    addProject(folder: path, into: &files)
                } else if name.hasSuffix(".icon") {
                    // An Icon Composer icon: actool compiles it into the app icon; its layers are no bundle images.
                    files.iconSets.append((path, String(name.dropLast(".icon".count))))
                } else if name.hasSuffix(".bundle") {
                    walk(folder: path, relative: childRelative, bundle: (bundle.map { $0 + "/" } ?? "") + name, into: &files)
                } else {
                    walk(folder: path, relative: childRelative, bundle: bundle.map { $0 + "/" + name }, into: &files)
                }
            } else {
                classify(path: path, name: name, bundle: bundle, into: &files)
            }
        }
    }

    /// A project folder's `project.pbxproj`; its other contents (workspace data, user state) are not the app's.
    private func addProject(folder: String, into files: inout ProjectFiles) {
        let path = folder + "/project.pbxproj"
        guard FileManager.default.fileExists(atPath: path) else { return }
        files.projects.append(path)
        if let bytes = FileBytes.data(path) {
            files.localPackages += XcodeProjectReader.localPackages(ofProjectAt: path, bytes: Array(bytes))
        }
    }

    private func classify(path: String, name: String, bundle: String?, into files: inout ProjectFiles) {
        let pathExtension = (name as NSString).pathExtension
        switch pathExtension {
        case "storyboard", "xib": files.interfaceDocuments.append(path)
        case "swift" where name == "Package.swift": files.packages.append(path)
        case "yml" where name == "swiftgen.yml", "yaml" where name == "swiftgen.yaml": files.swiftGenConfigurations.append(path)
        case "swift", "m", "mm", "h": files.sources.append(path)
        case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): files.infoPlists.append(path)
        case "yml" where name.hasSuffix(".skin.yml"), "yaml" where name.hasSuffix(".skin.yaml"): files.skins.append(path)
        case "plist", "json": files.dataFiles.append(path)
        default:
            if ImageFileType.extensions.contains(pathExtension.lowercased()) {
                files.looseImages.append((path, bundle.map { $0 + "/" + name } ?? name))
            }
        }
    }
}
