import BarSkinCore
import Foundation

/// The entries of an `.imageset` folder that `stretch` can render: each with a
/// file name and `resizing`, checked as a whole before anything is drawn.
public struct ImageSetEntries: Sendable {
    /// One entry: a file of the set and how it stretches.
    public struct Entry: Sendable {
        /// The file, as the folder and the entry's `filename` join.
        public var path: String
        /// The entry's `filename`.
        public var filename: String
        /// The entry's `scale`, else the file name's.
        public var scale: Int
        /// The entry's caps and centre.
        public var resizing: ImageSetResizing
        /// The set's Contents.json, which errors about the entry name.
        public var contentsPath: String
    }

    /// The entries with a file name and resizing, in Contents.json order.
    public var stretchable: [Entry] = []

    /// Reads the Contents.json of the set at `folder`.
    /// - Throws: ``FileError`` when there is none, ``ImageSetError`` when it names files
    ///   outside the set, one file twice, or none that stretches.
    public init(folder: String) throws {
        let contentsPath = folder + "/Contents.json"
        // Missing is "no such file"; a folder or a device in its place says what it is.
        guard SystemCalls.linkStatus(ofPath: contentsPath) != nil else { throw FileProblem.noSuchInput.located(at: contentsPath) }
        let contents = try ImageSetContents(parsing: try FileBytes.read(contentsPath), path: contentsPath)
        // Contents.json is input too: a name like ../x.png must not make us read outside
        // the set, and two entries naming one file would write one output twice.
        var seen = Set<String>()
        for image in contents.images {
            guard let filename = image.filename, let resizing = image.resizing else { continue }
            guard !filename.isEmpty, filename != ".", filename != "..", !filename.contains("/") else {
                throw ImageSetProblem.unsafeFilename(filename: filename).located(at: contentsPath)
            }
            guard seen.insert(filename).inserted else { throw ImageSetProblem.fileListedTwice(filename: filename).located(at: contentsPath) }
            stretchable.append(Entry(path: folder + "/" + filename, filename: filename, scale: image.scale ?? AssetFileName(parsing: filename).scale,
                                     resizing: resizing, contentsPath: contentsPath))
        }
        guard !stretchable.isEmpty else { throw ImageSetProblem.nothingToStretch.located(at: contentsPath) }
    }
}
