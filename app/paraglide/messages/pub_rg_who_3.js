/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Who_3Inputs */

const en_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews from accounts younger than one day, and every account's first review, are read by a moderator before they appear. Later reviews appear at once.`)
};

const de_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen von Konten, die jünger als einen Tag sind, und die erste Bewertung jedes Kontos liest ein Moderator, bevor sie erscheinen. Spätere Bewertungen erscheinen sofort.`)
};

const fr_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis des comptes créés depuis moins d'un jour, ainsi que le premier avis de chaque compte, sont lus par un modérateur avant de paraître. Les avis suivants paraissent immédiatement.`)
};

const es_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reseñas de cuentas con menos de un día de antigüedad, y la primera reseña de cada cuenta, las lee un moderador antes de publicarse. Las siguientes aparecen al instante.`)
};

const pt_br2_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações de contas com menos de um dia, e a primeira avaliação de cada conta, são lidas por um moderador antes de aparecer. As avaliações seguintes aparecem na hora.`)
};

const ja_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作成から 1 日未満のアカウントのレビューと、各アカウントの最初のレビューは、モデレーターが確認してから表示されます。それ以降のレビューはすぐに表示されます。`)
};

const ko_pub_rg_who_3 = /** @type {(inputs: Pub_Rg_Who_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`생성된 지 하루가 안 된 계정의 리뷰와 각 계정의 첫 리뷰는 운영자가 확인한 후 표시됩니다. 이후의 리뷰는 바로 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Reviews from accounts younger than one day, and every account's first review, are read by a moderator before they appear. Later reviews appear at once." |
*
* @param {Pub_Rg_Who_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_who_3 = /** @type {((inputs?: Pub_Rg_Who_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Who_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_who_3(inputs)
	if (locale === "fr") return fr_pub_rg_who_3(inputs)
	if (locale === "es") return es_pub_rg_who_3(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_who_3(inputs)
	if (locale === "ja") return ja_pub_rg_who_3(inputs)
	if (locale === "ko") return ko_pub_rg_who_3(inputs)
	return en_pub_rg_who_3(inputs)
});