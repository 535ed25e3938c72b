import BarSkinCore
import Foundation

extension StretchJob {
    /// Renders every entry of an image set that has a file and resizing, each
    /// at the target size times its own scale, with its own caps.
    func runImageSet(folder: String, destination: Destination) throws -> [Output] {
        let contentsPath = folder + "/Contents.json"
        // Missing is "no such file"; a folder or a device in its place says what it is.
        var info = stat()
        guard lstat(contentsPath, &info) == 0 else { throw FileError.noSuchInput(path: contentsPath) }
        let contents = try ImageSetContents(parsing: try FileBytes.read(contentsPath), path: contentsPath)
        let entries = contents.images.compactMap { image in
            image.filename.flatMap { filename in image.resizing.map { (image, filename, $0) } }
        }
        // Contents.json is input too: a name like ../x.png must not make us read
        // outside the set, and two entries naming one file would write one output
        // twice. Both are checked before anything is written.
        var seen = Set<String>()
        for (_, filename, _) in entries {
            guard !filename.isEmpty, filename != ".", filename != "..", !filename.contains("/") else {
                throw ImageSetError.unsafeFilename(path: contentsPath, filename: filename)
            }
            guard seen.insert(filename).inserted else { throw ImageSetError.fileListedTwice(path: contentsPath, filename: filename) }
        }
        var outputs: [Output] = []
        var failures: [any LocatedError] = []
        for (image, filename, resizing) in entries {
            let path = folder + "/" + filename
            do {
                outputs.append(try render(
                    entry: image, filename: filename, resizing: resizing, path: path, contentsPath: contentsPath, destination: destination))
            } catch let error as any LocatedError {
                // One bad scale must not hide the others: render them all, report every failure.
                failures.append(error)
            }
        }
        guard !entries.isEmpty else { throw ImageSetError.nothingToStretch(path: contentsPath) }
        if !failures.isEmpty { throw PartialFailure(outputs: outputs, failures: failures) }
        return outputs
    }

    private func render(
        entry image: ImageSetContents.Image, filename: String, resizing: ImageSetResizing, path: String, contentsPath: String,
        destination: Destination
    ) throws -> Output {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ImageSetError.missingFile(path: contentsPath, filename: filename)
        }
        let source = SourceImage(path: path, bitmap: try runner.decoder.decode(fileAt: path).bitmap)
        let scale = image.scale ?? AssetFileName(parsing: filename).scale
        return try render(source, caps: .resizing(resizing, filename: filename, contentsPath: contentsPath), scale: scale, name: filename,
                          destination: destination)
    }

    /// Some entries of an image set rendered and some failed; thrown by
    /// ``run(input:destination:)`` so that callers can report both.
    public struct PartialFailure: Error {
        /// The files that were rendered.
        public var outputs: [Output]
        /// Every entry that failed, in Contents.json order.
        public var failures: [any LocatedError]
    }
}
