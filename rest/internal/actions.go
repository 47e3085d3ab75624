package internal

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/page"
)

// actionRoutes mounts /api/v1/actions: phone books and the eight kinds,
// each with the same list, create, get, update, duplicate and delete paths,
// and their own operations.
func (a *API) actionRoutes(r chi.Router) {
	q, m := a.Resolver.Query(), a.Resolver.Mutation()
	r.Route("/actions", func(r chi.Router) {
		kindRoutes[actions.PhoneBook, actions.PhoneBookInput]{q.PhoneBooks, q.PhoneBook, m.CreatePhoneBook, m.UpdatePhoneBook, m.DuplicatePhoneBook, m.DeletePhoneBook}.mount(r, "/phone-books")
		kindRoutes[actions.CallTransfer, actions.CallTransferInput]{q.CallTransfers, q.CallTransfer, m.CreateCallTransfer, m.UpdateCallTransfer, m.DuplicateCallTransfer, m.DeleteCallTransfer}.mount(r, "/call-transfers")
		kindRoutes[actions.IVR, actions.IVRInput]{q.Ivrs, q.Ivr, m.CreateIvr, m.UpdateIvr, m.DuplicateIvr, m.DeleteIvr}.mount(r, "/ivr")
		kindRoutes[actions.InformationExtractor, actions.InformationExtractorInput]{q.InformationExtractors, q.InformationExtractor, m.CreateInformationExtractor, m.UpdateInformationExtractor, m.DuplicateInformationExtractor, m.DeleteInformationExtractor}.mount(r, "/information-extractors")
		kindRoutes[actions.CustomEvaluation, actions.CustomEvaluationInput]{q.CustomEvaluations, q.CustomEvaluation, m.CreateCustomEvaluation, m.UpdateCustomEvaluation, m.DuplicateCustomEvaluation, m.DeleteCustomEvaluation}.mount(r, "/custom-evaluations")
		kindRoutes[actions.PostCallSMS, actions.PostCallSMSInput]{q.PostCallSmsList, q.PostCallSms, m.CreatePostCallSms, m.UpdatePostCallSms, m.DuplicatePostCallSms, m.DeletePostCallSms}.mount(r, "/post-call-sms")
		kindRoutes[actions.DuringCallSMS, actions.DuringCallSMSInput]{q.DuringCallSmsList, q.DuringCallSms, m.CreateDuringCallSms, m.UpdateDuringCallSms, m.DuplicateDuringCallSms, m.DeleteDuringCallSms}.mount(r, "/during-call-sms")
		kindRoutes[actions.CustomAction, actions.CustomActionInput]{q.CustomActions, q.CustomAction, m.CreateCustomAction, m.UpdateCustomAction, m.DuplicateCustomAction, m.DeleteCustomAction}.mount(r, "/custom-actions")
		kindRoutes[actions.BookingAction, actions.BookingActionInput]{q.BookingActions, q.BookingAction, m.CreateBookingAction, m.UpdateBookingAction, m.DuplicateBookingAction, m.DeleteBookingAction}.mount(r, "/booking-actions")

		a.smsRoutes(r)
		a.callsRoutes(r)
		a.smsActionRoutes(r)
		a.bookingRoutes(r)
		r.Get("/capabilities", a.actionCapabilities)
		r.Post("/validate-phone", a.validatePhone)
		r.Post("/validate-sip", a.validateSIP)
		r.Post("/phone-books/{id}/entries", a.addPhoneBookEntry)
		r.Put("/phone-books/{id}/entries", a.replacePhoneBookEntries)
		r.Patch("/phone-books/{id}/entries/{entry_id}", a.updatePhoneBookEntry)
		r.Delete("/phone-books/{id}/entries/{entry_id}", a.deletePhoneBookEntry)
		a.customRoutes(r)
		a.insightRoutes(r)
	})
}

// kindRoutes are the resolver methods behind one kind's common paths.
type kindRoutes[R, I any] struct {
	list      func(ctx context.Context, limit, offset *int) (*page.List[R], error)
	get       func(ctx context.Context, id string) (*R, error)
	create    func(ctx context.Context, in I) (*R, error)
	update    func(ctx context.Context, id string, in I) (*R, error)
	duplicate func(ctx context.Context, id string) (*R, error)
	delete    func(ctx context.Context, id string) (string, error)
}

// mount serves GET/POST prefix, GET/PATCH/DELETE prefix/{id} and POST
// prefix/{id}/duplicate.
func (k kindRoutes[R, I]) mount(r chi.Router, prefix string) {
	r.Get(prefix, func(w http.ResponseWriter, r *http.Request) {
		limit, offset, err := window(r)
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := k.list(r.Context(), limit, offset)
		render(w, r, http.StatusOK, out, err)
	})
	r.Post(prefix, func(w http.ResponseWriter, r *http.Request) {
		var in I
		if err := httpx.DecodeObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := k.create(r.Context(), in)
		render(w, r, http.StatusCreated, out, err)
	})
	r.Get(prefix+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		out, err := k.get(r.Context(), chi.URLParam(r, "id"))
		render(w, r, http.StatusOK, out, err)
	})
	r.Patch(prefix+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		var in I
		if err := httpx.DecodeObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := k.update(r.Context(), chi.URLParam(r, "id"), in)
		render(w, r, http.StatusOK, out, err)
	})
	r.Delete(prefix+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		_, err := k.delete(r.Context(), chi.URLParam(r, "id"))
		noContent(w, r, err)
	})
	r.Post(prefix+"/{id}/duplicate", func(w http.ResponseWriter, r *http.Request) {
		out, err := k.duplicate(r.Context(), chi.URLParam(r, "id"))
		render(w, r, http.StatusCreated, out, err)
	})
}

// POST /api/v1/actions/phone-books/{id}/entries {number, label?, default_region?} -> 201 (graph: Mutation.addPhoneBookEntry)
func (a *API) addPhoneBookEntry(w http.ResponseWriter, r *http.Request) {
	var in actions.PhoneBookEntryInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().AddPhoneBookEntry(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusCreated, out, err)
}

// PATCH /api/v1/actions/phone-books/{id}/entries/{entry_id} {number?, label?, default_region?} (graph: Mutation.updatePhoneBookEntry)
func (a *API) updatePhoneBookEntry(w http.ResponseWriter, r *http.Request) {
	var in actions.PhoneBookEntryInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdatePhoneBookEntry(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "entry_id"), in)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/actions/phone-books/{id}/entries/{entry_id} -> 204 (graph: Mutation.deletePhoneBookEntry)
func (a *API) deletePhoneBookEntry(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DeletePhoneBookEntry(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "entry_id"))
	noContent(w, r, err)
}

// PUT /api/v1/actions/phone-books/{id}/entries {entries} -> the book (graph: Mutation.replacePhoneBookEntries)
func (a *API) replacePhoneBookEntries(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Entries []*actions.PhoneBookEntryInput `json:"entries"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ReplacePhoneBookEntries(r.Context(), chi.URLParam(r, "id"), body.Entries)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/actions/capabilities (graph: Query.actionCapabilities)
func (a *API) actionCapabilities(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().ActionCapabilities(r.Context())
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/validate-phone {number, default_region?} (graph: Query.validatePhoneNumber)
func (a *API) validatePhone(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Number        *string `json:"number"`
		DefaultRegion *string `json:"default_region"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().ValidatePhoneNumber(r.Context(), body.Number, body.DefaultRegion)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/validate-sip {uri} (graph: Query.validateSipUri)
func (a *API) validateSIP(w http.ResponseWriter, r *http.Request) {
	var body struct {
		URI *string `json:"uri"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().ValidateSipURI(r.Context(), body.URI)
	render(w, r, http.StatusOK, out, err)
}
