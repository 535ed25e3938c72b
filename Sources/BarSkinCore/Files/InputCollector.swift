import Foundation

/// One input file and where its outputs go relative to the output folder.
public struct InputFile: Sendable, Hashable {
    /// The path as the user would write it (the argument, or folder + relative path).
    public var path: String
    /// The path below the output folder that mirrors this input: the file name for
    /// a file argument, the path inside the folder for a walked folder.
    public var relativePath: String
    /// The file's device and inode when the walk that found it read them: a batch need
    /// not ask the system again for each of a thousand masks.
    package var identity: FileIdentity?

    /// An input from its parts.
    public init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }
}

/// The files found under the command-line inputs.
public struct CollectedInputs: Sendable {
    /// Files to process, in argument order, each folder's files sorted by path.
    public var files: [InputFile] = []
    /// Files found in folders that are not wanted (not PNG), to mention in a note.
    public var skipped: [String] = []
    /// Arguments that do not exist or folders that cannot be read.
    public var errors: [FileError] = []
}

/// Expands file and folder arguments into input files, walking folders
/// recursively in a stable order.
public enum InputCollector {
    /// Whether a file name has the `.png` extension, in any case.
    public static func isPNGName(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".png")
    }

    /// Collects inputs. Files named directly are always taken; files inside
    /// folders only when `isWanted` accepts their name. Hidden files and folders
    /// (a leading dot) are passed over, and symbolic links to folders are not followed.
    /// Folders in `excluding` (typically the output folder, when it sits inside an
    /// input folder) are not walked, so a re-run never takes its own outputs as inputs.
    /// `wanted` names what `isWanted` accepts, for the error about a folder holding none.
    public static func collect(
        _ arguments: [String], excluding: [String] = [], isWanted: (String) -> Bool = isPNGName, wanted: String = "PNG files"
    ) -> CollectedInputs {
        var collected = CollectedInputs()
        let excluded = Set(excluding.compactMap(FileIdentity.init(path:)))
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                collected.errors.append(FileProblem.noSuchInput.located(at: argument))
                continue
            }
            if isDirectory.boolValue {
                let before = (collected.files.count, collected.errors.count)
                walk(folder: PathText.trimmingTrailingSlashes(argument), relative: "", excluded: excluded, into: &collected, isWanted: isWanted)
                // A folder that yields no work is a mistake (a typo'd folder, x.png made a folder), not a pass.
                if collected.files.count == before.0 && collected.errors.count == before.1 && !isExcluded(argument, excluded) {
                    let namedAsPNG = isPNGName(PathText.trimmingTrailingSlashes(argument))
                    collected.errors.append(FileProblem.nothingToDo(wanted: wanted, namedAsPNG: namedAsPNG).located(at: argument))
                }
            } else {
                collected.files.append(InputFile(path: argument, relativePath: PathText.fileName(of: argument)))
            }
        }
        return collected
    }

    private static func isExcluded(_ path: String, _ excluded: Set<FileIdentity>) -> Bool {
        FileIdentity(path: path).map(excluded.contains) ?? false
    }

    /// Every wanted file below `folder`, depth first in name order, as a recursive walk
    /// would find them, but with a stack of its own: a chain of folders as deep as paths
    /// allow cannot exhaust the thread's stack. Linked folders are not entered.
    private static func walk(
        folder: String, relative: String, excluded: Set<FileIdentity>, into collected: inout CollectedInputs,
        isWanted: (String) -> Bool
    ) {
        var stack: [(relative: String, names: [String], next: Int)] = []
        func current(_ relative: String) -> String { relative.isEmpty ? folder : folder + "/" + relative }
        func enter(_ relative: String) {
            let current = current(relative)
            if let identity = FileIdentity(path: current), excluded.contains(identity) { return }
            let listing: FolderEntries
            do {
                listing = try FolderEntries(listing: current)
            } catch {
                collected.errors.append(error)
                return
            }
            for name in listing.undecodableNames where !name.hasPrefix(".") { collected.errors.append(FileProblem.undecodableName.located(at: current + "/" + name)) }
            stack.append((relative, listing.names.sorted().filter { !$0.hasPrefix(".") }, 0))
        }
        enter(relative)
        while let top = stack.last {
            guard top.next < top.names.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let name = top.names[top.next]
            let childRelative = top.relative.isEmpty ? name : top.relative + "/" + name
            let childPath = folder + "/" + childRelative
            guard let status = SystemCalls.status(ofPath: childPath) else {
                // Gone since the listing, or a link to nothing: not an input. Too deep to reach is said, once;
                // a loop of links named as an input would be one, so it is said too.
                if SystemCalls.lastError(is: .linkLoop), isWanted(name) {
                    collected.errors.append(FileProblem.unreadable(reason: "a loop of symbolic links").located(at: childPath))
                } else if SystemCalls.lastError(is: .nameTooLong) {
                    collected.errors.append(FileProblem.unreadableFolder(reason: "the paths below it are longer than the system allows").located(at: current(top.relative)))
                    stack[stack.count - 1].next = top.names.count
                }
                continue
            }
            if status.kind == .folder, isWanted(name) {
                // A folder named as an input (`chat.svg/`) is a mistake to say, not a folder to walk.
                collected.errors.append(FileProblem.unreadable(reason: "it is a folder").located(at: childPath))
            } else if status.kind == .folder {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: childPath)) == nil { enter(childRelative) }
            } else if isWanted(name) {
                var file = InputFile(path: childPath, relativePath: childRelative)
                file.identity = FileIdentity(status)
                collected.files.append(file)
            } else {
                collected.skipped.append(childPath)
            }
        }
    }
}
