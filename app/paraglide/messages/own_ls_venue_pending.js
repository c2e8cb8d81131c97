/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Own_Ls_Venue_PendingInputs */

const en_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Live on the events page. Waiting for the owner of ${i?.venue} to list it on their page.`)
};

const de_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf der Veranstaltungsseite sichtbar. Wartet darauf, dass der Betreiber von ${i?.venue} sie auf seiner Seite zeigt.`)
};

const fr_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En ligne sur la page des événements. En attente du propriétaire de ${i?.venue} pour l'afficher sur sa page.`)
};

const es_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visible en la página de eventos. Esperando a que el propietario de ${i?.venue} la muestre en su página.`)
};

const pt_br2_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na página de eventos. Aguardando o proprietário de ${i?.venue} exibi-la na página dele.`)
};

const ja_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`イベントページに掲載中。${i?.venue} のオーナーがページに掲載するのを待っています。`)
};

const ko_own_ls_venue_pending = /** @type {(inputs: Own_Ls_Venue_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이벤트 페이지에 표시 중. ${i?.venue} 운영자가 자신의 페이지에 게시하기를 기다리는 중입니다.`)
};

/**
* | output |
* | --- |
* | "Live on the events page. Waiting for the owner of {venue} to list it on their page." |
*
* @param {Own_Ls_Venue_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_venue_pending = /** @type {((inputs: Own_Ls_Venue_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Venue_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_venue_pending(inputs)
	if (locale === "fr") return fr_own_ls_venue_pending(inputs)
	if (locale === "es") return es_own_ls_venue_pending(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_venue_pending(inputs)
	if (locale === "ja") return ja_own_ls_venue_pending(inputs)
	if (locale === "ko") return ko_own_ls_venue_pending(inputs)
	return en_own_ls_venue_pending(inputs)
});