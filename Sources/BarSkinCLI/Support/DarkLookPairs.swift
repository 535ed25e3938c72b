import ArgumentParser
import BarSkin

/// The values of a command's `--dark KEY=VALUE` options: the one rule for how they are
/// written and which keys a command takes, shared by every command with a dark look.
enum DarkLookPairs {
    /// The help every `--dark` option shows, with an example key and the files it writes.
    static func help(example: String, writes: String) -> ArgumentHelp {
        ArgumentHelp("The dark look: a look key and its value (\(example)), the rest as the light look; "
                     + "repeat it for more. \(writes)", valueName: "key=value")
    }

    /// Each `KEY=VALUE` split, in order, its key one of `table`'s, offered from its `keys`.
    /// - Throws: a `ValidationError` for a value without `=` or an unknown key.
    private static func parse<Values>(_ given: [String], _ table: LookTable<Values>) throws -> [(key: String, value: String)] {
        let keys = table.names
        return try given.map { pair in
            guard let equals = pair.firstIndex(of: "=") else {
                throw ValidationError("--dark takes KEY=VALUE, not '\(pair.escapingControlCharacters)'")
            }
            let key = String(pair[..<equals])
            guard table.accepts(key) else {
                // A close key is the likely fix, as in a skin file; the whole list only helps when nothing is close.
                let fix = NameSuggestion.closest(to: key, among: keys).map { "did you mean '\($0)'?" } ?? "expected one of: \(keys.joined(separator: ", "))"
                throw ValidationError("unknown key '\(key.escapingControlCharacters)' for --dark; \(fix)")
            }
            return (key, String(pair[pair.index(after: equals)...]))
        }
    }

    /// `light` with each `KEY=VALUE` read over it through the section's `table`: the keys, their
    /// parsing and their messages are the skin's, each value's named `--dark KEY`.
    /// - Throws: a `ValidationError` for a pair that is not one, an unknown key or a bad value.
    static func read<Values>(_ given: [String], _ table: LookTable<Values>, over light: Values) throws -> Values {
        var values = light
        for (key, value) in try parse(given, table) {
            do { try table.read(key, value, named: "--dark \(key)", into: &values) } catch { throw ValidationError(error.message) }
        }
        return values
    }

    /// The look `make` builds from `--dark`'s values, its message naming the key at fault.
    static func look<Look>(_ make: () throws(LookValueError) -> Look) throws -> Look {
        do { return try make() } catch {
            throw ValidationError((error.key.map { "--dark \($0): " } ?? "in --dark: ") + error.message)
        }
    }
}

extension DarkLookPairs {
    /// What `--dark` writes for the drawn-art commands.
    static let drawnArtWrites = "With --catalog, each image set's dark entries; the --width PNGs as NAME-WIDTH-dark.png."

    /// The drawn-art rule: a dark look goes into a catalog's image sets, or the `--width` PNGs,
    /// since UIKit loads appearances only from asset catalogs.
    /// - Parameter widths: whether `--width` is given; nil for a command without it.
    /// - Throws: a `ValidationError` when neither is asked for.
    static func requireCatalog(catalog: Bool, widths: Bool?) throws {
        guard !OtherLookRule.hasPlace(catalog: catalog, loosePNGs: widths == true) else { return }
        throw ValidationError("--dark needs --catalog (\(OtherLookRule.reason))"
                              + (widths == nil ? "" : " or --width for loose -dark PNGs"))
    }

    /// `look` with its messages marked as the dark look's.
    static func dark<Look>(_ look: () throws -> Look) throws -> Look {
        do { return try look() } catch let error as ValidationError { throw ValidationError("in --dark: \(error.message)") }
    }
}
