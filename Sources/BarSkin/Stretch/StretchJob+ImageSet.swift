import Foundation

extension StretchJob {
    /// Renders every entry of an image set that has a file and resizing, each
    /// at the target size times its own scale, with its own caps.
    func runImageSet(folder: String, destination: Destination) throws -> [Output] {
        let contentsPath = folder + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: contentsPath) else { throw FileError.noSuchInput(path: contentsPath) }
        let contents = try ImageSetContents(parsing: [UInt8](data), path: contentsPath)
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
        for (image, filename, resizing) in entries {
            let path = folder + "/" + filename
            guard FileManager.default.fileExists(atPath: path) else {
                throw ImageSetError.missingFile(path: contentsPath, filename: filename)
            }
            let bitmap = try decoder.decode(fileAt: path).bitmap
            let scale = image.scale ?? AssetFileName(parsing: filename).scale
            let lattice = try resizing.lattice(width: bitmap.width, height: bitmap.height, scale: scale, filename: filename, path: contentsPath)
            outputs.append(try render(bitmap, lattice: lattice, scale: scale, input: path, name: filename, destination: destination))
        }
        guard !outputs.isEmpty else { throw ImageSetError.nothingToStretch(path: contentsPath) }
        return outputs
    }
}
