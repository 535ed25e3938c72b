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

    @Flag(help: "Put back what the quarantine's manifest records: every asset, or those named by the paths after the traced folder.")
    var restore = false

    /// Whether any of the flags asks for a quarantine step.
    var isRequested: Bool { quarantine || restore }

    func validate() throws {
        if quarantine && restore { throw ValidationError("--quarantine and --restore cannot be combined") }
        if apply && !quarantine { throw ValidationError("--apply needs --quarantine") }
        if quarantineFolder != nil && !isRequested { throw ValidationError("--quarantine-folder needs --quarantine or --restore") }
    }
}
