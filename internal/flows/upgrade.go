package flows

import "encoding/json"

// legacyKeys are configuration keys of the earlier node vocabulary and
// their names now, by node type.
var legacyKeys = map[string]map[string]string{
	"question": {"ask": "prompt"},
	"transfer": {"target": "to"},
	"action":   {"action": "action_id"},
}

// upgradeLegacy renames the earlier vocabulary's configuration keys; the
// document is otherwise unchanged (and may still have problems, which
// validation reports).
func upgradeLegacy(raw json.RawMessage) json.RawMessage {
	var doc map[string]any
	if json.Unmarshal(raw, &doc) != nil {
		return raw
	}
	nodes, _ := doc["nodes"].([]any)
	for _, n := range nodes {
		node, _ := n.(map[string]any)
		typ, _ := node["type"].(string)
		cfg, _ := node["config"].(map[string]any)
		for old, now := range legacyKeys[typ] {
			if v, ok := cfg[old]; ok {
				if _, taken := cfg[now]; !taken {
					cfg[now] = v
				}
				delete(cfg, old)
			}
		}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return raw
	}
	return b
}
