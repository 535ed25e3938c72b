import BarSkinCore
import Foundation

extension ProjectWalker {
    /// One folder being walked: its entries, sorted, and how far the walk has got through them.
    private struct Frame {
        let folder: String
        let relative: String
        let bundle: String?
        let names: [String]
        var next = 0
    }

    /// Walks `folder` and the folders below it, depth first in name order, on a stack of its
    /// own: a chain of folders as deep as paths allow costs its entries, not the call stack.
    /// Each folder is entered once, by device and inode, so no shape of the tree repeats work.
    func walk(folder: String, relative: String, bundle: String?, into files: inout ProjectFiles) {
        guard let frame = enter(folder, relative: relative, bundle: bundle, into: &files) else { return }
        var stack = [frame]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].names.count else {
                stack.removeLast()
                continue
            }
            let name = stack[top].names[stack[top].next]
            stack[top].next += 1
            if let child = visit(name, in: stack[top], into: &files) { stack.append(child) }
        }
    }

    /// The frame of a folder not entered before; nil for one already entered or unreadable.
    private func enter(_ folder: String, relative: String, bundle: String?, into files: inout ProjectFiles) -> Frame? {
        guard let identity = FileIdentity(path: folder), files.enteredFolders.insert(identity).inserted else { return nil }
        return Frame(folder: folder, relative: relative, bundle: bundle, names: children(of: folder, into: &files))
    }

    /// Reads or classifies the entry `name` of `frame`'s folder; the frame to walk next when it is a plain folder.
    private func visit(_ name: String, in frame: Frame, into files: inout ProjectFiles) -> Frame? {
        guard !name.hasPrefix(".") else {
            if BuildRecordName.matches(name) { files.buildManifests.append(frame.folder == "." ? name : frame.folder + "/" + name) }
            return nil
        }
        let relative = frame.relative.isEmpty ? name : frame.relative + "/" + name
        guard !isExcluded(name: name, relative: relative) else { return nil }
        let folder = frame.folder, bundle = frame.bundle
        let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        guard !isTooLong(path, into: &files) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            reportUnreadable(path: path, name: name, bundle: bundle, into: &files)
            return nil
        }
        guard isDirectory.boolValue else {
            classify(path: path, name: name, bundle: bundle, into: &files)
            return nil
        }
        // Linked folders are not followed: a link back up the tree would never end.
        if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink { return nil }
        if name.hasSuffix(".xcassets") {
            walkCatalog(folder: path, namespace: "", into: &files)
        } else if name.hasSuffix(".xcodeproj") {
            addProject(folder: path, into: &files)
        } else if name.hasSuffix(".docc") {
            // A DocC catalog: Xcode builds it into documentation, never into a bundle; its art is the documentation's.
            return nil
        } else if name.hasSuffix(".icon") {
            // An Icon Composer icon: actool compiles it into the app icon; its layers are no bundle images.
            files.iconSets.append((path, String(name.dropLast(".icon".count))))
            files.appIcons.append(AppIcon(name: String(name.dropLast(".icon".count)), location: path, kind: .iconComposer))
        } else if name.hasSuffix(".atlas") {
            // A texture atlas: Xcode packs its images into `NAME.atlasc`, where only SpriteKit finds them.
            let atlas = String(name.dropLast(".atlas".count))
            let frame = enter(path, relative: relative, bundle: (bundle.map { $0 + "/" } ?? "") + SpriteAtlas.looseFolderName(atlas), into: &files)
            if frame != nil { files.spriteAtlases.append(SpriteAtlas(name: atlas, folder: path, kind: .folder)) }
            return frame
        } else if name.hasSuffix(".bundle") {
            return enter(path, relative: relative, bundle: (bundle.map { $0 + "/" } ?? "") + name, into: &files)
        } else {
            // A localization the app ships (`ar.lproj`): a localized image set or left-pointing art is judged against them.
            if name.hasSuffix(".lproj") { files.localizations.insert(String(name.dropLast(".lproj".count))) }
            return enter(path, relative: relative, bundle: bundle.map { $0 + "/" + name }, into: &files)
        }
        return nil
    }

    /// A link to nothing, or a name Foundation could not decode: an error only where the
    /// trace would have read the file.
    private func reportUnreadable(path: String, name: String, bundle: String?, into files: inout ProjectFiles) {
        var probe = ProjectFiles()
        classify(path: path, name: name, bundle: bundle, into: &probe)
        guard probe.interfaceDocuments.count + probe.sources.count + probe.infoPlists.count + probe.skins.count + probe.looseImages.count > 0
        else { return }
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        let loops = isLink && SystemCalls.status(ofPath: path) == nil && SystemCalls.lastError(is: .linkLoop)
        let reason = loops ? "symbolic link loop" : isLink ? "broken symbolic link"
            : name.contains("\u{FFFD}") ? "the file name is not valid UTF-8" : "cannot open the file"
        files.errors.append(TraceProblem.unreadable(reason: reason).located(at: path))
    }
}
