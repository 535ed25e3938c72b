import ArgumentParser
import BarSkin

/// A drawn-art command's light look flags read through its section's look table: the
/// section's parsing and defaults, with every message naming the flag, `--KEY`.
enum LookFlags {
    /// `base` with each given flag's text read over it as its key's value.
    /// - Throws: a `ValidationError` naming the flag whose value does not read.
    static func read<Values>(_ given: [(key: String, text: String?)], _ table: LookTable<Values>, over base: Values) throws -> Values {
        var values = base
        for case let (key, text?) in given {
            do { try table.read(key, text, named: "--\(key)", into: &values) } catch { throw ValidationError(error.message) }
        }
        return values
    }

    /// The look `make` builds from the flags' values.
    /// - Throws: a `ValidationError` naming the flag at fault.
    static func look<Look>(_ make: () throws(LookValueError) -> Look) throws -> Look {
        do { return try make() } catch { throw ValidationError((error.key.map { "--\($0): " } ?? "") + error.message) }
    }
}
