/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Own_CenterInputs */

const en_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't review a LAN center you own or manage.`)
};

const de_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst kein LAN-Center bewerten, das du besitzt oder verwaltest.`)
};

const fr_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas évaluer un LAN center que vous possédez ou gérez.`)
};

const es_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes reseñar un LAN center que posees o gestionas.`)
};

const pt_br2_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não pode avaliar um LAN center que possui ou administra.`)
};

const ja_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分が所有・管理する LAN センターはレビューできません。`)
};

const ko_rev_err_own_center = /** @type {(inputs: Rev_Err_Own_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유하거나 관리하는 LAN 센터는 리뷰할 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "You can't review a LAN center you own or manage." |
*
* @param {Rev_Err_Own_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_own_center = /** @type {((inputs?: Rev_Err_Own_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Own_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_own_center(inputs)
	if (locale === "fr") return fr_rev_err_own_center(inputs)
	if (locale === "es") return es_rev_err_own_center(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_own_center(inputs)
	if (locale === "ja") return ja_rev_err_own_center(inputs)
	if (locale === "ko") return ko_rev_err_own_center(inputs)
	return en_rev_err_own_center(inputs)
});