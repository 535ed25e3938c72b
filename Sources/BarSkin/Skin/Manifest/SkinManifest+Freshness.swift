import BarSkinArt
import BarSkinCore
import Foundation

extension SkinManifest {
    /// The records of `task`'s files when the manifest shows they are up to date: the
    /// same recipe, the same input files (a changed time with the same hash still
    /// counts, and the new time is kept) and every output as it was written. Reads
    /// no output and hashes an input only when its size or time changed.
    public mutating func upToDate(_ task: SkinBuildTask, recipe: String,
                                  workingFolder: String = FileManager.default.currentDirectoryPath) -> [String: OutputRecord]? {
        guard var item = items[task.name], item.recipe == recipe,
              Set(item.inputs.keys) == Set(task.dependencies.map { PathText.absolute($0, in: workingFolder) }) else { return nil }
        let files = task.files.filter { !$0.isShared }
        let keys = files.map { PathText.absolute($0.path, in: workingFolder) }
        guard Set(keys) == Set(item.outputs.keys) else { return nil }
        for (key, output) in item.outputs where FileStamp(path: key) != output.stamp { return nil }
        var restamped = false
        for (key, input) in item.inputs {
            guard let stamp = FileStamp(path: key) else { return nil }
            guard stamp != input.stamp else { continue }
            guard let bytes = try? FileBytes.read(key), PixelDigest.sha256(of: bytes) == input.sha256 else { return nil }
            item.inputs[key]!.stamp = stamp
            restamped = true
        }
        if restamped {
            items[task.name] = item
            isRestamped = true
        }
        var records: [String: OutputRecord] = [:]
        for (file, key) in zip(files, keys) {
            let output = item.outputs[key]!
            records[file.path] = OutputRecord(input: file.input, output: file.path, width: output.width, height: output.height,
                                              scale: output.scale, bytes: output.stamp.bytes, status: .upToDate)
        }
        return records
    }

    /// What `task` wrote, as the manifest keeps it: its inputs (from `inputs`, the files the
    /// task read, else read now) and each output's stamp and hash (from `stamps` and `hashes`,
    /// as just written, else read back, so a file left unchanged is recorded as it is). An item
    /// with failures gets no recipe, so the next build runs it again.
    public static func item(for task: SkinBuildTask, recipe: String, records: [String: OutputRecord], operations: [String: String],
                            hashes: [String: String] = [:], stamps: [String: FileStamp] = [:], inputs: [String: Input] = [:], failed: Bool,
                            workingFolder: String = FileManager.default.currentDirectoryPath) -> Item {
        var item = Item(recipe: failed ? "" : recipe, inputs: [:], outputs: [:])
        for path in task.dependencies {
            if let read = inputs[path] {
                item.inputs[PathText.absolute(path, in: workingFolder)] = read
                continue
            }
            guard let stamp = FileStamp(path: path), let bytes = try? FileBytes.read(path) else { continue }
            item.inputs[PathText.absolute(path, in: workingFolder)] = Input(stamp: stamp, bytes: bytes)
        }
        // A variant's files share its input: made absolute once for them all.
        var input: (path: String, absolute: String)? = nil
        for file in task.files where !file.isShared {
            guard let record = records[file.path], let stamp = stamps[file.path] ?? FileStamp(path: file.path),
                  let sha = hashes[file.path] ?? (try? FileBytes.read(file.path)).map(PixelDigest.sha256(of:)) else { continue }
            if input?.path != file.input { input = file.input.map { ($0, PathText.absolute($0, in: workingFolder)) } }
            item.outputs[PathText.absolute(file.path, in: workingFolder)] = Output(kind: file.kind, width: record.width, height: record.height,
                                                                scale: record.scale, stamp: stamp,
                                                                sha256: sha, operation: operations[file.path], input: input?.absolute,
                                                                appearance: file.appearance)
        }
        return item
    }
}
