/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_None_YetInputs */

const en_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verified LAN centers yet. Check back soon.`)
};

const de_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine geprüften LAN-Center. Schau bald wieder vorbei.`)
};

const fr_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun centre LAN vérifié pour l'instant. Revenez bientôt.`)
};

const es_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay centros LAN verificados. Vuelve pronto.`)
};

const pt_br2_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há centros de LAN verificados. Volte em breve.`)
};

const ja_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証済みのLANセンターはまだありません。また後でご確認ください。`)
};

const ko_dir_none_yet = /** @type {(inputs: Dir_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 인증된 LAN 센터가 없습니다. 곧 다시 확인해 주세요.`)
};

/**
* | output |
* | --- |
* | "No verified LAN centers yet. Check back soon." |
*
* @param {Dir_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_none_yet = /** @type {((inputs?: Dir_None_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_None_YetInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_none_yet(inputs)
	if (locale === "fr") return fr_dir_none_yet(inputs)
	if (locale === "es") return es_dir_none_yet(inputs)
	if (locale === "pt-BR") return pt_br2_dir_none_yet(inputs)
	if (locale === "ja") return ja_dir_none_yet(inputs)
	if (locale === "ko") return ko_dir_none_yet(inputs)
	return en_dir_none_yet(inputs)
});