import BarSkinCore
import Foundation

/// What BarSkin's own builds wrote under the traced roots and what they read, from
/// their records (`.NAME.barskin.json`, see docs/manifests.md). Trace judges the app's
/// art; a build folder is BarSkin's product, rebuilt from its inputs: its previews and
/// Android 9-patches are no iOS images, its drawn art that no code names yet is one
/// line per build rather than a warning per image, and an input is no duplicate of
/// the output made from it.
struct BarSkinOutputs: Sendable {
    /// One build: where its record is and what it builds from (a skin file, or a command's name).
    struct Build: Hashable, Sendable {
        /// The record's path, as the walk named it.
        var manifest: String
        /// The skin file as a path from the working folder, or the command that wrote the build.
        var source: String
    }

    /// Outputs no app loads by name: previews and Android 9-patches, by absolute path.
    private(set) var foreign: Set<String> = []
    /// Art an app may load (catalog entries, drawn and sized PNGs), by absolute path, with its build.
    private(set) var art: [String: Build] = [:]
    /// Every file a build read, by absolute path.
    private(set) var inputs: Set<String> = []

    /// The kinds of output that are never an iOS image: a skin's preview, a 9-patch for Android.
    static let foreignKinds: Set<String> = ["preview", "ninepatch"]

    /// The outputs and inputs of every record in `manifests`; one that does not read is passed
    /// over, as a build would rebuild it (trace reports the app, not BarSkin's bookkeeping).
    init(manifests: [String]) {
        for manifest in manifests {
            guard let data = FileBytes.data(manifest), let record = try? JSONDecoder().decode(Record.self, from: data) else { continue }
            let folder = PathText.folder(of: PathText.absolute(manifest))
            let source = record.skin.map { skin in
                let path = Self.key(skin, in: folder)
                return FileBytes.isRegularFile(path) ? PathText.relative(path, to: FileManager.default.currentDirectoryPath) : skin
            } ?? PathText.fileName(of: manifest)
            let build = Build(manifest: manifest, source: source)
            for item in record.items {
                for input in item.inputs ?? [] { inputs.insert(Self.key(input.path, in: folder)) }
                for output in item.outputs ?? [] {
                    let key = Self.key(output.path, in: folder)
                    if Self.foreignKinds.contains(output.kind ?? "") {
                        foreign.insert(key)
                        continue
                    }
                    art[key] = build
                    // An image or colour set's findings name its folder.
                    let set = PathText.folder(of: key)
                    if set.hasSuffix(".imageset") || set.hasSuffix(".colorset") { art[set] = build }
                }
            }
        }
    }

    /// Whether there is no record at all (most projects): nothing to set apart.
    var isEmpty: Bool { foreign.isEmpty && art.isEmpty }

    /// The build that wrote the image at `path`, when it is drawn art of a build.
    func build(of path: String) -> Build? { art.isEmpty ? nil : art[Self.key(path)] }

    /// Whether `path` is a preview or 9-patch a build wrote.
    func isForeign(_ path: String) -> Bool { !foreign.isEmpty && foreign.contains(Self.key(path)) }

    /// Whether one of the two files is a build's output and the other an input of a build:
    /// a mask or piece of art and the image made from it may share their pixels.
    func isInputAndOutput(_ first: String, _ second: String) -> Bool {
        guard !inputs.isEmpty else { return false }
        let (a, b) = (Self.key(first), Self.key(second))
        func isOutput(_ key: String) -> Bool { art[key] != nil || foreign.contains(key) }
        return (inputs.contains(a) && isOutput(b)) || (inputs.contains(b) && isOutput(a))
    }

    /// `path` made absolute (against `folder`, or the working folder) with `.` and `..` taken out.
    static func key(_ path: String, in folder: String? = nil) -> String {
        let absolute = path.hasPrefix("/") ? path : (folder.map { $0 + "/" + path } ?? PathText.absolute(path))
        return URL(fileURLWithPath: absolute).standardized.path
    }

    /// The parts of a record trace reads.
    private struct Record: Decodable {
        let skin: String?
        let items: [Item]
    }

    private struct Item: Decodable {
        let inputs: [File]?
        let outputs: [File]?
    }

    private struct File: Decodable {
        let path: String
        let kind: String?
    }
}
