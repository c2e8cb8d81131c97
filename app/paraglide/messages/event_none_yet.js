/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_None_YetInputs */

const en_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming LAN parties yet. Check back soon.`)
};

const de_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine kommenden LAN-Partys. Schau bald wieder vorbei.`)
};

const fr_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune LAN party à venir pour l'instant. Revenez bientôt.`)
};

const es_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay próximas LAN parties. Vuelve pronto.`)
};

const pt_br2_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há LAN parties programadas. Volte em breve.`)
};

const ja_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予定されているLANパーティーはまだありません。また後でご確認ください。`)
};

const ko_event_none_yet = /** @type {(inputs: Event_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 예정된 LAN 파티가 없습니다. 곧 다시 확인해 주세요.`)
};

/**
* | output |
* | --- |
* | "No upcoming LAN parties yet. Check back soon." |
*
* @param {Event_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_none_yet = /** @type {((inputs?: Event_None_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_None_YetInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_none_yet(inputs)
	if (locale === "fr") return fr_event_none_yet(inputs)
	if (locale === "es") return es_event_none_yet(inputs)
	if (locale === "pt-BR") return pt_br2_event_none_yet(inputs)
	if (locale === "ja") return ja_event_none_yet(inputs)
	if (locale === "ko") return ko_event_none_yet(inputs)
	return en_event_none_yet(inputs)
});