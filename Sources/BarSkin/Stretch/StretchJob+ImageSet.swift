import Foundation

extension StretchJob {
    /// Renders every entry of an image set that has a file and resizing, each
    /// at the target size times its own scale, with its own caps.
    func runImageSet(folder: String, destination: Destination) throws -> [Output] {
        let contentsPath = folder + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: contentsPath) else { throw FileError.noSuchInput(path: contentsPath) }
        let contents = try ImageSetContents(parsing: [UInt8](data), path: contentsPath)
        var outputs: [Output] = []
        for image in contents.images {
            guard let filename = image.filename, let resizing = image.resizing else { continue }
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
