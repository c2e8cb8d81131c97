/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Venue_DeclinedInputs */

const en_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined: not listed on your center's page`)
};

const de_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelehnt: erscheint nicht auf der Seite deines Centers`)
};

const fr_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée : non affichée sur la page de votre centre`)
};

const es_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: no aparece en la página de tu centro`)
};

const pt_br2_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusada: não aparece na página do seu centro`)
};

const ja_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`辞退済み：センターのページには掲載されません`)
};

const ko_own_venue_declined = /** @type {(inputs: Own_Venue_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거절됨: 센터 페이지에 표시되지 않습니다`)
};

/**
* | output |
* | --- |
* | "Declined: not listed on your center's page" |
*
* @param {Own_Venue_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venue_declined = /** @type {((inputs?: Own_Venue_DeclinedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venue_DeclinedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venue_declined(inputs)
	if (locale === "fr") return fr_own_venue_declined(inputs)
	if (locale === "es") return es_own_venue_declined(inputs)
	if (locale === "pt-BR") return pt_br2_own_venue_declined(inputs)
	if (locale === "ja") return ja_own_venue_declined(inputs)
	if (locale === "ko") return ko_own_venue_declined(inputs)
	return en_own_venue_declined(inputs)
});