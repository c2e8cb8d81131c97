/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Owner_NoteInputs */

const en_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You own this LAN center, so you can't review it. You can reply to its reviews on its page.`)
};

const de_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center gehört dir, daher kannst du es nicht bewerten. Auf seiner Seite kannst du auf Bewertungen antworten.`)
};

const fr_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce LAN center vous appartient, vous ne pouvez donc pas l'évaluer. Vous pouvez répondre à ses avis sur sa page.`)
};

const es_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center es tuyo, así que no puedes reseñarlo. Puedes responder a sus reseñas en su página.`)
};

const pt_br2_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center é seu, então você não pode avaliá-lo. Você pode responder às avaliações na página dele.`)
};

const ja_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この LAN センターはあなたが所有しているため、レビューできません。センターのページでレビューに返信できます。`)
};

const ko_rev_owner_note = /** @type {(inputs: Rev_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터는 회원님 소유이므로 리뷰할 수 없습니다. 센터 페이지에서 리뷰에 답글을 달 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You own this LAN center, so you can't review it. You can reply to its reviews on its page." |
*
* @param {Rev_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_owner_note = /** @type {((inputs?: Rev_Owner_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Owner_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_owner_note(inputs)
	if (locale === "fr") return fr_rev_owner_note(inputs)
	if (locale === "es") return es_rev_owner_note(inputs)
	if (locale === "pt-BR") return pt_br2_rev_owner_note(inputs)
	if (locale === "ja") return ja_rev_owner_note(inputs)
	if (locale === "ko") return ko_rev_owner_note(inputs)
	return en_rev_owner_note(inputs)
});