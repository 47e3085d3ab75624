package db

import (
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
)

// The platform's ids are github.com/google/uuid.UUID. pgx knows that type
// only as a driver.Valuer and an sql.Scanner, so each id it sent was
// formatted as text and parsed back (trying, and failing, several encode
// plans first, each failure an allocated error), and each id it read was
// formatted as text and parsed by uuid.Parse. registerUUID teaches the
// connection's type map the type's binary form, as pgx's own UUID codec
// reads and writes [16]byte (pgx's documented way to extend a Codec: the
// UUIDScanner and UUIDValuer interfaces, reached through wrap plans).
// pgx-google-uuid does the same; the module proxy this project builds from
// does not serve it.
func registerUUID(m *pgtype.Map) {
	m.TryWrapEncodePlanFuncs = append([]pgtype.TryWrapEncodePlanFunc{tryWrapUUIDEncodePlan}, m.TryWrapEncodePlanFuncs...)
	m.TryWrapScanPlanFuncs = append([]pgtype.TryWrapScanPlanFunc{tryWrapUUIDScanPlan}, m.TryWrapScanPlanFuncs...)
	// pgx plans an sql.Scanner before any wrap plan, unless the column's
	// codec plans the target itself: the uuid codec learns *uuid.UUID.
	m.RegisterType(&pgtype.Type{Name: "uuid", OID: pgtype.UUIDOID, Codec: uuidCodec{}})
}

// uuidCodec is pgtype's UUID codec that also scans into *uuid.UUID.
type uuidCodec struct{ pgtype.UUIDCodec }

func (c uuidCodec) PlanScan(m *pgtype.Map, oid uint32, format int16, target any) pgtype.ScanPlan {
	if _, ok := target.(*uuid.UUID); ok {
		if next := c.UUIDCodec.PlanScan(m, oid, format, new(binaryUUID)); next != nil {
			plan := &wrapUUIDScanPlan{}
			plan.SetNext(next)
			return plan
		}
	}
	return c.UUIDCodec.PlanScan(m, oid, format, target)
}

// binaryUUID is uuid.UUID as pgtype's UUID codec reads and writes it.
type binaryUUID uuid.UUID

func (u binaryUUID) UUIDValue() (pgtype.UUID, error) {
	return pgtype.UUID{Bytes: u, Valid: true}, nil
}

func (u *binaryUUID) ScanUUID(v pgtype.UUID) error {
	if !v.Valid {
		return errors.New("cannot scan NULL into uuid.UUID")
	}
	*u = v.Bytes
	return nil
}

func tryWrapUUIDEncodePlan(value any) (pgtype.WrappedEncodePlanNextSetter, any, bool) {
	if v, ok := value.(uuid.UUID); ok {
		return &wrapUUIDEncodePlan{}, binaryUUID(v), true
	}
	return nil, nil, false
}

type wrapUUIDEncodePlan struct{ next pgtype.EncodePlan }

func (p *wrapUUIDEncodePlan) SetNext(next pgtype.EncodePlan) { p.next = next }

func (p *wrapUUIDEncodePlan) Encode(value any, buf []byte) ([]byte, error) {
	return p.next.Encode(binaryUUID(value.(uuid.UUID)), buf)
}

func tryWrapUUIDScanPlan(target any) (pgtype.WrappedScanPlanNextSetter, any, bool) {
	if t, ok := target.(*uuid.UUID); ok {
		return &wrapUUIDScanPlan{}, (*binaryUUID)(t), true
	}
	return nil, nil, false
}

type wrapUUIDScanPlan struct{ next pgtype.ScanPlan }

func (p *wrapUUIDScanPlan) SetNext(next pgtype.ScanPlan) { p.next = next }

func (p *wrapUUIDScanPlan) Scan(src []byte, dst any) error {
	return p.next.Scan(src, (*binaryUUID)(dst.(*uuid.UUID)))
}
