/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_DuplicateInputs */

const en_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reviewed this LAN center. You can edit your review.`)
};

const de_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dieses LAN-Center bereits bewertet. Du kannst deine Bewertung bearbeiten.`)
};

const fr_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà évalué ce LAN center. Vous pouvez modifier votre avis.`)
};

const es_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya has reseñado este LAN center. Puedes editar tu reseña.`)
};

const pt_br2_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já avaliou este LAN center. Você pode editar sua avaliação.`)
};

const ja_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この LAN センターはすでにレビュー済みです。レビューを編集できます。`)
};

const ko_rev_err_duplicate = /** @type {(inputs: Rev_Err_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이미 이 LAN 센터를 리뷰했습니다. 리뷰를 수정할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You have already reviewed this LAN center. You can edit your review." |
*
* @param {Rev_Err_DuplicateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_duplicate = /** @type {((inputs?: Rev_Err_DuplicateInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_DuplicateInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_duplicate(inputs)
	if (locale === "fr") return fr_rev_err_duplicate(inputs)
	if (locale === "es") return es_rev_err_duplicate(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_duplicate(inputs)
	if (locale === "ja") return ja_rev_err_duplicate(inputs)
	if (locale === "ko") return ko_rev_err_duplicate(inputs)
	return en_rev_err_duplicate(inputs)
});