import ArgumentParser

/// `trace`'s quarantine flags: plan, apply and undo moving the unused images out of every target.
struct TraceQuarantineOptions: ParsableArguments {
    @Flag(help: ArgumentHelp("Plan moving every unused image (its files, and its objects in the Xcode project) into a quarantine folder; "
        + "nothing moves without --apply."))
    var quarantine = false

    @Option(help: ArgumentHelp("The quarantine folder, inside the traced folder and in no target (default: BarSkinQuarantine in the traced folder).",
                               valueName: "path"))
    var quarantineFolder: String?

    @Flag(help: ArgumentHelp("With --quarantine: move the files, edit the projects, record it all in the folder's manifest.json, "
        + "then trace again and put back at once any move that made an image missing."))
    var apply = false

    @Flag(help: ArgumentHelp("With --quarantine --apply in a git work tree: move files with uncommitted changes (or untracked) too, "
        + "which are otherwise refused."))
    var allowDirty = false

    @Option(help: ArgumentHelp("With --quarantine: write the whole quarantine (renames, project edits, manifest) as a git-style patch "
        + "to this file instead of making it; apply it with 'git apply' in the traced folder.", valueName: "file"))
    var patch: String?

    @Flag(help: ArgumentHelp("Put back what the quarantine's manifest records: every asset, or those named by the paths after the traced folder "
        + "(trace DIR --restore NAME...)."))
    var restore = false

    @Flag(help: ArgumentHelp("With --older-than: list the quarantined assets moved more than that many days ago; with --apply, delete their "
        + "files from the quarantine folder for good and drop them from its manifest."))
    var purgeQuarantine = false

    @Option(help: ArgumentHelp("With --purge-quarantine: the age in days, by the time the manifest records for each move.", valueName: "days"))
    var olderThan: Int?

    /// Whether any of the flags asks for a quarantine step.
    var isRequested: Bool { quarantine || restore || purgeQuarantine }

    func validate() throws {
        if [quarantine, restore, purgeQuarantine].filter({ $0 }).count > 1 {
            throw ValidationError("--quarantine, --restore and --purge-quarantine cannot be combined")
        }
        if apply && !quarantine && !purgeQuarantine { throw ValidationError("--apply needs --quarantine or --purge-quarantine") }
        if quarantineFolder != nil && !isRequested { throw ValidationError("--quarantine-folder needs --quarantine, --restore or --purge-quarantine") }
        if allowDirty && !(quarantine && apply) { throw ValidationError("--allow-dirty needs --quarantine --apply") }
        if patch != nil && !quarantine { throw ValidationError("--patch needs --quarantine") }
        if patch != nil && apply { throw ValidationError("--patch writes the quarantine as a patch instead of making it: not with --apply") }
        if purgeQuarantine && olderThan == nil { throw ValidationError("--purge-quarantine needs --older-than DAYS") }
        if olderThan != nil && !purgeQuarantine { throw ValidationError("--older-than needs --purge-quarantine") }
        if let olderThan, olderThan < 0 { throw ValidationError("--older-than must be 0 or more days, not \(olderThan)") }
    }
}
