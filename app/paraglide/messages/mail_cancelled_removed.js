/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancelled_RemovedInputs */

const en_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your RSVP has been removed. Nothing else is needed from you.`)
};

const de_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung wurde entfernt. Sie müssen nichts weiter tun.`)
};

const fr_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription a été supprimée. Vous n’avez rien d’autre à faire.`)
};

const es_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu asistencia se ha eliminado. No tienes que hacer nada más.`)
};

const pt_br2_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua confirmação de presença foi removida. Você não precisa fazer mais nada.`)
};

const ja_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加登録は削除されました。ほかに必要な手続きはありません。`)
};

const ko_mail_cancelled_removed = /** @type {(inputs: Mail_Cancelled_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청은 삭제되었습니다. 따로 하실 일은 없습니다.`)
};

/**
* | output |
* | --- |
* | "Your RSVP has been removed. Nothing else is needed from you." |
*
* @param {Mail_Cancelled_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_removed = /** @type {((inputs?: Mail_Cancelled_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_RemovedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_cancelled_removed(inputs)
	if (locale === "fr") return fr_mail_cancelled_removed(inputs)
	if (locale === "es") return es_mail_cancelled_removed(inputs)
	if (locale === "pt-BR") return pt_br2_mail_cancelled_removed(inputs)
	if (locale === "ja") return ja_mail_cancelled_removed(inputs)
	if (locale === "ko") return ko_mail_cancelled_removed(inputs)
	return en_mail_cancelled_removed(inputs)
});