import ArgumentParser
import BarSkin

/// Catches a mistyped command word before the parser sees it. The parser would
/// read `barskin tnit icons -o x` as arguments to the root command and complain
/// about `-o`, and would answer `barskin help tnit` with the top-level help and
/// exit 0; both should say the command is unknown and name the closest one.
enum SubcommandCheck {
    /// The usage error for `arguments` (the words after the tool's name) when a
    /// word in command position names no command, or nil when every one does.
    static func mistake(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if first == "help" {
            // `help A B` names a path of commands: each word a subcommand of the one before.
            var command = root
            for word in arguments.dropFirst() where !word.hasPrefix("-") {
                guard let next = subcommand(named: word, of: command) else { return unknown(word, of: command) }
                command = next
            }
            return nil
        }
        return subcommand(named: first, of: root) == nil ? unknown(first, of: root) : nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
    }

    private static func subcommand(named word: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        return command.configuration.subcommands.first { $0._commandName == word || $0.configuration.aliases.contains(word) }
    }

    private static func unknown(_ word: String, of command: any ParsableCommand.Type) -> String {
        let names = names(of: command)
        let fix = NameSuggestion.closest(to: word, among: names).map { "did you mean '\($0)'?" }
            ?? "the commands are \(names.joined(separator: ", "))"
        let parent = ObjectIdentifier(command) == ObjectIdentifier(BarSkinCommand.self) ? "" : "\(command._commandName) "
        return "unknown command '\(parent)\(word)'; \(fix)"
    }
}
