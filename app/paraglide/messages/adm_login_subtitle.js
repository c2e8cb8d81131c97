/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_SubtitleInputs */

const en_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator access to LAN Center Network.`)
};

const de_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratorzugang zu LAN Center Network.`)
};

const fr_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès administrateur à LAN Center Network.`)
};

const es_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de administrador a LAN Center Network.`)
};

const pt_br2_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso de administrador à LAN Center Network.`)
};

const ja_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkの管理者用アクセス。`)
};

const ko_adm_login_subtitle = /** @type {(inputs: Adm_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 관리자 접속.`)
};

/**
* | output |
* | --- |
* | "Administrator access to LAN Center Network." |
*
* @param {Adm_Login_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_subtitle = /** @type {((inputs?: Adm_Login_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_subtitle(inputs)
	if (locale === "fr") return fr_adm_login_subtitle(inputs)
	if (locale === "es") return es_adm_login_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_subtitle(inputs)
	if (locale === "ja") return ja_adm_login_subtitle(inputs)
	if (locale === "ko") return ko_adm_login_subtitle(inputs)
	return en_adm_login_subtitle(inputs)
});