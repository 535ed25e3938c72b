import BarSkinCore
import Foundation

/// What a command's output path names: a folder to write into, or the one PNG file
/// to write. The one rule for every command that takes either; the front end words
/// a ``Refusal`` with its own flag.
public enum OutputFileRule {
    /// Why an output path ending in `.png` cannot be the one file written.
    public enum Refusal: Error, Sendable, Equatable {
        /// The command writes this many files for each input.
        case severalFilesPerInput(Int)
        /// The input is this folder, whose images a file cannot all hold.
        case folderInput(String)
        /// There are this many inputs, where a file holds one image.
        case severalInputs(Int)
        /// The run writes into an asset catalog too, and keeps its manifest in the output folder.
        case catalogNeedsFolder
    }

    /// Whether `output` names the one file to write: it ends in `.png` and is no folder.
    /// - Parameters:
    ///   - outputsPerInput: how many files the command writes for each input.
    ///   - catalog: whether the run also writes into an asset catalog.
    /// - Throws: a ``Refusal`` when it names a file but the run writes more than one.
    public static func namesOneFile(_ output: String, inputs: [String], outputsPerInput: Int, catalog: Bool = false) throws(Refusal) -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        guard output.lowercased().hasSuffix(".png"), !(exists && isFolder.boolValue) else { return false }
        if outputsPerInput > 1 { throw .severalFilesPerInput(outputsPerInput) }
        if FileManager.default.fileExists(atPath: inputs[0], isDirectory: &isFolder) && isFolder.boolValue { throw .folderInput(inputs[0]) }
        if inputs.count > 1 { throw .severalInputs(inputs.count) }
        if catalog { throw .catalogNeedsFolder }
        return true
    }
}
