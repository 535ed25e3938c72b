// libyaml's event parser, which Yams is built on: it tokenizes exactly as
// Yams will, without composing (so without expanding anything).
import BarSkinCore
import CYaml

/// Finds the YAML a skin file (or trace's configuration) must not hold, before the file is composed.
///
/// Yams expands every alias (`*name`) into a full copy, and compares mapping
/// keys by hashing them whole: an alias chain used as a key ("billion laughs")
/// hangs the parser. Skin files have no use for aliases (shared look settings
/// go under `tab-items`), nor for tags (`!!binary`, `!custom`), which change
/// what a value means. A key given twice is found here too, at the second
/// one (Yams reports it at the first). The check runs over libyaml's own
/// events, so quoting, block scalars and comments are told apart exactly as
/// the real parse does.
public enum YAMLCheck {
    /// A refused node, at its 1-based line and column.
    public struct Refused: Equatable, Sendable {
        public enum Problem: Equatable, Sendable {
            /// `*name`.
            case alias(String)
            /// `!!binary`, `!custom`.
            case tag(String)
            /// A key already given on `earlierLine` of the same mapping.
            case duplicateKey(String, earlierLine: Int)
        }
        /// What is refused.
        public var problem: Problem
        /// Where: 1-based line and column.
        public var line: Int, column: Int
    }

    /// The first alias, tagged node or repeated key in `text`, or nil when
    /// there is none or the YAML is malformed before one (composing reports that).
    public static func firstRefused(in text: String) -> Refused? {
        var bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeMutableBufferPointer { buffer -> Refused? in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            // One frame per open collection: a mapping's keys so far, and whether its next node is a key.
            var frames: [(keys: [String: Int]?, nextIsKey: Bool)] = []
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
                func refused(_ problem: Refused.Problem) -> Refused { Refused(problem: problem, line: line, column: column) }
                let tag: UnsafeMutablePointer<yaml_char_t>?
                switch event.type {
                case YAML_STREAM_END_EVENT: return nil
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: frames.removeLast(); continue
                case YAML_ALIAS_EVENT: return refused(.alias("*" + String(cString: event.data.alias.anchor)))
                case YAML_SCALAR_EVENT: tag = event.data.scalar.tag
                case YAML_SEQUENCE_START_EVENT: tag = event.data.sequence_start.tag
                case YAML_MAPPING_START_EVENT: tag = event.data.mapping_start.tag
                default: continue
                }
                if let tag { return refused(.tag(shown(String(cString: tag)))) }
                if let last = frames.indices.last, frames[last].keys != nil {
                    if frames[last].nextIsKey, event.type == YAML_SCALAR_EVENT {
                        let scalar = event.data.scalar
                        let key = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                        if let earlier = frames[last].keys?[key] { return refused(.duplicateKey(key, earlierLine: earlier)) }
                        frames[last].keys?[key] = line
                    }
                    frames[last].nextIsKey.toggle()
                }
                if event.type == YAML_SEQUENCE_START_EVENT { frames.append((nil, false)) }
                if event.type == YAML_MAPPING_START_EVENT { frames.append(([:], true)) }
            }
            return nil
        }
    }

    /// `!!binary` for libyaml's `tag:yaml.org,2002:binary`.
    private static func shown(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}
