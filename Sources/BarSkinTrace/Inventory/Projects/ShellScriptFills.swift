import BarSkinCore
import Foundation

/// The copies a Run Script phase makes between the project's own folders, read far enough to
/// know a catalog a target lists is filled from another before it is compiled. Loop ships its
/// art that way: `Scripts/build-derived-assets.sh "${SRCROOT}/Loop"` copies
/// `Loop/DerivedAssetsBase.xcassets` onto `Loop/DerivedAssets.xcassets`, which is all the app's
/// Copy Bundle Resources names; without this, every image it loads reads as missing.
///
/// Only what the script says plainly is believed: assignments of known values, a script file
/// under the project run with arguments, and `cp`, `rsync` or `ditto` whose every path is known.
/// A variable the script does not set (a build setting other than the project folder's, an
/// environment variable) makes the words that use it unknown, and their command is left out.
struct ShellScriptFills {
    /// A copy from `source` to `destination`, both absolute and normalized.
    struct Copy: Hashable {
        var source: String
        var destination: String
    }

    /// How deep script files that run script files are followed.
    static let maximumDepth = 3

    let projectFolder: String
    /// Reads a script file under the project, nil when it cannot.
    let read: (String) -> String?

    /// The copies `script` (a phase's text) makes, following the script files it runs.
    func copies(in script: String) -> [Copy] {
        var found: [Copy] = []
        run(script, arguments: [], depth: 0, into: &found)
        return found
    }

    private func run(_ script: String, arguments: [String], depth: Int, into found: inout [Copy]) {
        var variables: [String: String] = [:]
        for name in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { variables[name] = projectFolder }
        for line in Self.lines(of: script) {
            for var words in ShellWords.commands(line) {
                if ["export", "local", "readonly"].contains(words[0]) { words.removeFirst() }
                guard let first = words.first else { continue }
                if words.count == 1, let equals = first.firstIndex(of: "="), Self.isName(first[..<equals]) {
                    let value = String(first[first.index(after: equals)...])
                    variables[String(first[..<equals])] = ShellWords.expand(value, variables: variables, arguments: arguments)
                    continue
                }
                if ["sh", "bash", "zsh", "/bin/sh", "/bin/bash", "/bin/zsh"].contains(first), words.count > 1 { words.removeFirst() }
                let expanded = words.map { ShellWords.expand($0, variables: variables, arguments: arguments) }
                switch PathText.fileName(of: words[0]) {
                case "cp", "rsync", "ditto":
                    let paths = expanded.dropFirst().filter { !($0?.hasPrefix("-") ?? false) }
                    guard paths.count >= 2 else { continue }
                    let known = paths.compactMap { $0 }
                    guard known.count == paths.count else { continue }
                    let destination = PathText.absolute(known.last!, in: projectFolder)
                    for source in known.dropLast() {
                        // `cp -R "$BASE"/* "$OUT"/` copies the folder's contents: the folder is the source.
                        let folder = source.contains("*") ? PathText.folder(of: String(source.prefix { $0 != "*" }) + "x") : source
                        found.append(Copy(source: PathText.absolute(folder, in: projectFolder), destination: destination))
                    }
                default:
                    // A script file of the project's, run with arguments.
                    guard depth < Self.maximumDepth, let path = expanded[0], path.hasSuffix(".sh") else { continue }
                    let file = PathText.absolute(path, in: projectFolder)
                    guard file.hasPrefix(projectFolder + "/"), let text = read(file) else { continue }
                    run(text, arguments: expanded.dropFirst().map { $0 ?? "" }, depth: depth + 1, into: &found)
                }
            }
        }
    }

    /// The script's commands, one a line: continuations joined, comments and blank lines dropped.
    static func lines(of script: String) -> [String] {
        script.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : String(trimmed)
        }
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
