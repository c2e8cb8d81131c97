/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verified_OtherInputs */

const en_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is now visible to gamers on LAN Center Network.`)
};

const de_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Eintrag ist jetzt für Gamer auf LAN Center Network sichtbar.`)
};

const fr_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fiche est désormais visible par les joueurs sur LAN Center Network.`)
};

const es_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora es visible para los jugadores en LAN Center Network.`)
};

const pt_br2_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora o anúncio está visível para os gamers no LAN Center Network.`)
};

const ja_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network でゲーマーに公開されました。`)
};

const ko_mail_verified_other = /** @type {(inputs: Mail_Verified_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이제 LAN Center Network에서 게이머들에게 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "It is now visible to gamers on LAN Center Network." |
*
* @param {Mail_Verified_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_other = /** @type {((inputs?: Mail_Verified_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verified_OtherInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verified_other(inputs)
	if (locale === "fr") return fr_mail_verified_other(inputs)
	if (locale === "es") return es_mail_verified_other(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verified_other(inputs)
	if (locale === "ja") return ja_mail_verified_other(inputs)
	if (locale === "ko") return ko_mail_verified_other(inputs)
	return en_mail_verified_other(inputs)
});