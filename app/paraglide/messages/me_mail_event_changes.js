/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Mail_Event_ChangesInputs */

const en_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to events I'm going to`)
};

const de_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen an Events, zu denen ich gehe`)
};

const fr_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications des événements auxquels je participe`)
};

const es_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios en los eventos a los que voy`)
};

const pt_br2_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mudanças em eventos em que vou`)
};

const ja_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加予定のイベントの変更`)
};

const ko_me_mail_event_changes = /** @type {(inputs: Me_Mail_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석할 이벤트의 변경 사항`)
};

/**
* | output |
* | --- |
* | "Changes to events I'm going to" |
*
* @param {Me_Mail_Event_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_event_changes = /** @type {((inputs?: Me_Mail_Event_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Mail_Event_ChangesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_mail_event_changes(inputs)
	if (locale === "fr") return fr_me_mail_event_changes(inputs)
	if (locale === "es") return es_me_mail_event_changes(inputs)
	if (locale === "pt-BR") return pt_br2_me_mail_event_changes(inputs)
	if (locale === "ja") return ja_me_mail_event_changes(inputs)
	if (locale === "ko") return ko_me_mail_event_changes(inputs)
	return en_me_mail_event_changes(inputs)
});