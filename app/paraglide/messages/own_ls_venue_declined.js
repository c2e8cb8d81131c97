/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Own_Ls_Venue_DeclinedInputs */

const en_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Live on the events page, but the owner of ${i?.venue} declined to list it there. Edit it to name another place.`)
};

const de_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf der Veranstaltungsseite sichtbar, aber der Betreiber von ${i?.venue} hat abgelehnt, sie dort zu zeigen. Bearbeite sie, um einen anderen Ort anzugeben.`)
};

const fr_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En ligne sur la page des événements, mais le propriétaire de ${i?.venue} a refusé de l'afficher chez lui. Modifiez-la pour indiquer un autre lieu.`)
};

const es_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visible en la página de eventos, pero el propietario de ${i?.venue} ha rechazado mostrarla allí. Edítala para indicar otro lugar.`)
};

const pt_br2_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na página de eventos, mas o proprietário de ${i?.venue} recusou exibi-la lá. Edite para indicar outro local.`)
};

const ja_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`イベントページに掲載中ですが、${i?.venue} のオーナーが掲載を辞退しました。編集して別の会場を指定してください。`)
};

const ko_own_ls_venue_declined = /** @type {(inputs: Own_Ls_Venue_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이벤트 페이지에 표시 중이지만 ${i?.venue} 운영자가 해당 페이지 게시를 거절했습니다. 수정해서 다른 장소를 지정하세요.`)
};

/**
* | output |
* | --- |
* | "Live on the events page, but the owner of {venue} declined to list it there. Edit it to name another place." |
*
* @param {Own_Ls_Venue_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_venue_declined = /** @type {((inputs: Own_Ls_Venue_DeclinedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Venue_DeclinedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_venue_declined(inputs)
	if (locale === "fr") return fr_own_ls_venue_declined(inputs)
	if (locale === "es") return es_own_ls_venue_declined(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_venue_declined(inputs)
	if (locale === "ja") return ja_own_ls_venue_declined(inputs)
	if (locale === "ko") return ko_own_ls_venue_declined(inputs)
	return en_own_ls_venue_declined(inputs)
});