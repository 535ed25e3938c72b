import BarSkinArt
import BarSkinCore
import Foundation

/// The PNG files of one build, each under the path that names it in any build of the
/// same skin: relative to the output folder or catalog given, or to a manifest's folder.
public struct BuildImages: Sendable {
    /// The build as the user named it.
    public let source: String
    /// Each PNG's path as the user would type it, keyed by its path inside the build.
    public let files: [String: String]
    /// Files or folders below it that could not be listed.
    public let failures: [FileError]
    /// Whether a build record vouches for it: a manifest, or a folder holding one or inside a
    /// folder that does (a build's catalog, its 9-patches); not a folder of art, such as masks.
    public var isRecorded = true

    /// The images of a build: every `.png` below a folder (hidden files and folders, such
    /// as the manifest, passed over), or every PNG a manifest records as written.
    /// A folder with no PNG is a build that made none when it holds a build record; without one,
    /// with `emptyIsBuild` false, it is most likely a build that never ran, and an error.
    /// - Throws: ``ReviewError`` when `source` is missing, a file that is no manifest, or (unless `emptyIsBuild`) an empty folder.
    public static func load(_ source: String, emptyIsBuild: Bool = true) throws -> BuildImages {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { throw ReviewProblem.noSuchBuild.located(at: source) }
        guard isFolder.boolValue else { return try manifest(source) }
        let images = folder(source)
        if !emptyIsBuild, images.files.isEmpty, images.failures.isEmpty,
           BuildRecordName.records(in: source).isEmpty {
            throw ReviewProblem.emptyBuild.located(at: source)
        }
        return images
    }

    private static func folder(_ source: String) -> BuildImages {
        let collected = InputCollector.collect([source])
        var files: [String: String] = [:]
        for file in collected.files { files[file.relativePath] = file.path }
        // A folder with no PNG is a build that made none (every image then counts as added).
        let failures = collected.errors.filter { if case .nothingToDo = $0.error { false } else { true } }
        return BuildImages(source: source, files: files, failures: failures, isRecorded: hasRecord(source))
    }

    private static func manifest(_ source: String) throws -> BuildImages {
        guard source.hasSuffix(".json") else { throw ReviewProblem.notABuild.located(at: source) }
        let manifest = SkinManifest.load(from: source)
        if let problem = manifest.problem { throw ReviewProblem.unusableManifest(reason: problem.message).located(at: source) }
        let folder = PathText.absolute(PathText.folder(of: source))
        let typedFolder = PathText.folder(of: source)
        var files: [String: String] = [:]
        for path in manifest.items.values.flatMap(\.outputs.keys) where InputCollector.isPNGName(path) {
            let key = PathText.relative(path, to: folder)
            files[key] = typedFolder.isEmpty ? key : typedFolder + "/" + key
        }
        return BuildImages(source: source, files: files, failures: [])
    }
}

extension BuildImages {
    /// The same images under another name in reports (a temporary build shown as the commit it was made from).
    public func named(_ name: String) -> BuildImages {
        BuildImages(source: name, files: files, failures: failures, isRecorded: isRecorded)
    }
}
