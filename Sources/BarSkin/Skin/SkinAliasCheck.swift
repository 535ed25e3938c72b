// libyaml's event parser, which Yams is built on: it tokenizes exactly as
// Yams will, without composing (so without expanding anything).
import CYaml

/// Finds the YAML features skin files refuse, before the file is composed.
///
/// Yams expands every alias (`*name`) into a full copy, and compares mapping
/// keys by hashing them whole: an alias chain used as a key ("billion laughs")
/// hangs the parser. Skin files have no use for aliases (shared look settings
/// go under `tab-items`), nor for tags (`!!binary`, `!custom`), which change
/// what a value means. The first of either is refused at its position. The
/// check runs libyaml's own scanner over the events, so quoting, block scalars
/// and comments are told apart exactly as the real parse does.
enum SkinAliasCheck {
    /// A refused node: 1-based line and column, and its text (`*name`, `!!binary`).
    struct Refused: Equatable {
        enum Feature: Equatable { case alias, tag }
        var feature: Feature
        var line: Int, column: Int
        var text: String
    }

    /// The first alias or tagged node in `text`, or nil when there is none or
    /// the YAML is malformed before one (composing reports that).
    static func firstRefused(in text: String) -> Refused? {
        var bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeMutableBufferPointer { buffer -> Refused? in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let found: (Refused.Feature, UnsafeMutablePointer<yaml_char_t>?)
                switch event.type {
                case YAML_STREAM_END_EVENT: return nil
                case YAML_ALIAS_EVENT: found = (.alias, event.data.alias.anchor)
                case YAML_SCALAR_EVENT: found = (.tag, event.data.scalar.tag)
                case YAML_SEQUENCE_START_EVENT: found = (.tag, event.data.sequence_start.tag)
                case YAML_MAPPING_START_EVENT: found = (.tag, event.data.mapping_start.tag)
                default: continue
                }
                guard let pointer = found.1 else { continue }
                let name = String(cString: pointer)
                let shown = found.0 == .alias ? "*" + name
                    : name.hasPrefix(yamlTagPrefix) ? "!!" + name.dropFirst(yamlTagPrefix.count) : name
                return Refused(feature: found.0, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1, text: shown)
            }
            return nil
        }
    }

    /// How libyaml spells `!!` once resolved.
    private static let yamlTagPrefix = "tag:yaml.org,2002:"
}
